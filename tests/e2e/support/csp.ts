// Content Security Policy violations as the browser reports them: the `securitypolicyviolation`
// event, fired for every refused load or eval. The console misses some: code that catches its own
// refusal (zod's `new Function('')` probe, issue 27 #12) prints nothing, yet the event fires.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every violation in each document the page loads from now on, and returns a function
 * that takes the ones recorded so far in the current document (read before leaving it: a new
 * document starts with an empty list; a hash route keeps the same one).
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = (window.__cspViolations = []);
    // Capture on the document: the event is fired at the element or document concerned.
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  return () => page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
}
