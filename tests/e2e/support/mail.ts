// Reading what the app e-mailed, from the fake Postmark that playwright.config.ts starts
// (GET /__messages?to=addr lists every accepted message to that address, oldest first).
import type { APIRequestContext } from '@playwright/test';
import { postmarkURL } from '../../../playwright.config';
import { linkIn, type FakePostmarkMessage } from '../../support/fake-postmark';

export type Mail = FakePostmarkMessage;

/** Subjects of the app's own messages, for `latestMailTo(…, subjectPattern)`. */
export const subjects = {
  verify: /^Verify your Poker Night email/,
  reset: /^Reset your Poker Night password/,
  contact: /^Contact form: /,
} as const;

/** The support address contact-form messages go to (SUPPORT_EMAIL's default; e2e leaves it unset). */
export const SUPPORT_EMAIL = 'support@pokernight.local';

export interface MailWait {
  /** Only messages the fake Postmark received at or after this `Date.now()` value. */
  since?: number;
  /** Give up after this many milliseconds (default 15 s: the outbox worker sends within ~1 s). */
  timeout?: number;
}

function matches(mail: Mail, subjectPattern: string | RegExp | undefined): boolean {
  if (subjectPattern === undefined) return true;
  const subject = mail.Subject ?? '';
  return typeof subjectPattern === 'string'
    ? subject.includes(subjectPattern)
    : subjectPattern.test(subject);
}

/** Every message the fake Postmark accepted for `email` so far (oldest first), without waiting. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(
    `${postmarkURL}/__messages?to=${encodeURIComponent(email.toLowerCase())}`,
  );
  if (!response.ok()) {
    throw new Error(`fake Postmark answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Mail[];
}

/**
 * Polls the fake Postmark until a message to `email` (whose subject contains the string, or
 * matches the RegExp, when given) has arrived, and returns the newest such message.
 */
export async function latestMailTo(
  request: APIRequestContext,
  email: string,
  subjectPattern?: string | RegExp,
  { since, timeout = 15_000 }: MailWait = {},
): Promise<Mail> {
  const deadline = Date.now() + timeout;
  let delay = 100;
  for (;;) {
    const all = await mailsTo(request, email);
    const found = all.filter(
      (mail) => matches(mail, subjectPattern) && (since === undefined || mail.receivedAt >= since),
    );
    const latest = found.at(-1);
    if (latest) return latest;
    if (Date.now() >= deadline) {
      const seen = all.map((mail) => JSON.stringify(mail.Subject ?? '')).join(', ') || 'none';
      throw new Error(
        `No mail to ${email}${subjectPattern ? ` with subject ${String(subjectPattern)}` : ''}` +
          `${since ? ' since the given time' : ''} within ${timeout} ms (subjects seen: ${seen})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 500);
  }
}

/** The first link in the mail (text part, then HTML) whose URL contains `fragment`. */
export function linkFrom(mail: Mail, fragment: string): string {
  return linkIn(mail, fragment);
}

/**
 * The `oobCode` of an app link such as http://localhost:4010/#/verify-email?oobCode=…
 * (the query sits inside the hash, so URL.searchParams alone does not see it).
 */
export function oobCodeFrom(link: string): string {
  const url = new URL(link);
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?')) : url.search;
  const code = new URLSearchParams(hashQuery).get('oobCode');
  if (!code) throw new Error(`No oobCode in ${link}`);
  return code;
}
