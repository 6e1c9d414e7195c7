// A second accessibility engine beside axe: HTML_CodeSniffer's WCAG 2 AA errors (not its warnings
// and notices, which ask a person to check something). The two disagree in useful places: it found
// the required-field asterisk's contrast and an id used twice, which axe's rules passed over.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const source = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

interface Message {
  code: string;
  text: string;
  html: string;
  /** An <input> without a type attribute, which HTML makes a text input. */
  untypedInput: boolean;
}

/** Messages HTML_CodeSniffer gets wrong on this app, each with the reason. */
const FALSE_POSITIVES: ((message: Message) => boolean)[] = [
  // A link to `#/groups` is a route of the hash router, not an anchor on the page.
  ({ code, html }) => code.endsWith('.NoSuchID') && /href="#\//.test(html),
  // Mantine's modal header is role="presentation" so that it is no banner landmark inside the
  // dialog; that drops only the header's own role, and the title inside stays a heading.
  ({ code, html }) => code.endsWith('F92,ARIA4') && /^<header [^>]*mantine-Modal-header/.test(html),
  // It reads the type attribute, not the input's type: an untyped input is a text input.
  ({ code, text, untypedInput }) =>
    code.endsWith('.H98') && untypedInput && /Text control group/.test(text),
];

/**
 * HTML_CodeSniffer's WCAG 2 AA errors in the page, or in the element `scope` selects, leaving out
 * those inside what `exclude` selects (as axe's exclude does).
 */
export async function htmlcsErrors(
  page: Page,
  scope?: string,
  exclude?: string,
): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the app's Content Security Policy does not apply.
  await page.evaluate(`(function () { ${source}\n}).call(window)`);
  const messages = await page.evaluate(
    ({ selector, excluded }) =>
      new Promise<Message[]>((resolve, reject) => {
        const htmlcs = (window as any).HTMLCS;
        // 2.5.1 asks for "…InvalidAutoComplete_Text" where its English table says
        // "…InvalidAutocomplete_Text", and throws on the undefined message: alias each one.
        const english = (window as any).translation.en as Record<string, string>;
        for (const key of Object.keys(english))
          if (key.includes('InvalidAutocomplete'))
            english[key.replace('InvalidAutocomplete', 'InvalidAutoComplete')] = english[key]!;
        const root = selector ? document.querySelector(selector) : document;
        if (!root) return reject(new Error(`nothing matches ${selector}`));
        htmlcs.process(
          'WCAG2AA',
          root,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message: any) => message.type === htmlcs.ERROR)
                .filter((message: any) => !(excluded && message.element?.closest?.(excluded)))
                .map((message: any) => ({
                  code: message.code,
                  text: message.msg,
                  html: (message.element?.outerHTML ?? '').slice(0, 200),
                  untypedInput:
                    message.element?.tagName === 'INPUT' && !message.element.hasAttribute('type'),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not load WCAG2AA')),
          'en',
        );
      }),
    { selector: scope, excluded: exclude },
  );
  return messages
    .filter((message) => !FALSE_POSITIVES.some((isFalse) => isFalse(message)))
    .map(({ code, text, html }) => `${code}: ${text} — ${html}`);
}
