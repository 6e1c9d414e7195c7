// Component tests (vitest project "component", jsdom): jest-dom matchers, cleanup between tests,
// and the browser APIs Mantine expects but jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy…/waitFor give up after 1 s by default; a lazy page's first render in jsdom takes longer
// than that on a loaded 2-core machine, which failed tests that find the right screen later.
// Waiting longer never lets a wrong screen pass: a query that can never match still fails.
configure({ asyncUtilTimeout: 5_000 });

const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  getComputedStyle(element, pseudo);

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
// jsdom lays nothing out, so there is nowhere to scroll (the Blind Structure list keeps its
// current level in view).
window.HTMLElement.prototype.scrollTo = function scrollTo() {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom has no `document.fonts`, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
