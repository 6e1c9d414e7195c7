// Accounts for end-to-end tests: unique addresses, the real sign-up screens step by step, and
// `signUpMember` for a ready-to-use member (verified, with a display name) made through the API
// in the page's own cookie jar, so the browser is signed in as that member.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { baseURL } from '../../../playwright.config';
import { Register, UpdateProfile, VerifyEmail } from '../../support/operations';
import { gql, nextClientAddress } from './api';
import { latestMailTo, linkFrom, oobCodeFrom, subjects, type MailWait } from './mail';
import { expectRoute, expectToast, field } from './ui';

/** A password that passes the app's rules (at least 6 characters). */
export const DEFAULT_PASSWORD = 'correct horse battery';

export interface Account {
  email: string;
  password: string;
  /** '' until the profile is completed. */
  displayName: string;
}

export interface SignedUpMember extends Account {
  /** The browser context the member is signed in to (the page's own when a page was given). */
  context: BrowserContext;
  /** A page of that context (the given page, or a new blank one). */
  page: Page;
}

let emailCount = 0;
/**
 * A lower-case address nobody else in this run (or an earlier run against the same server) has:
 * `name.<time><n><random>@example.com`. The app stores e-mail lower-cased, and so does this.
 */
export function uniqueEmail(name: string): string {
  emailCount += 1;
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'user';
  const suffix = `${Date.now().toString(36)}${emailCount.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${slug}.${suffix}@example.com`;
}

// ---- through the screens ----------------------------------------------------------------------

/**
 * Registers on /register with e-mail and password. Ends on /dashboard behind the e-mail
 * verification gate (a new account is signed in but not verified).
 */
export async function registerViaUi(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await page.goto('/#/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await field(form, 'Email').fill(email);
  await field(form, 'Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectRoute(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
}

/**
 * Opens the newest verification link e-mailed to `email` in `page` and waits for
 * "Email Verified!". `since` skips mails received before that `Date.now()` value.
 */
export async function verifyViaMail(page: Page, email: string, wait: MailWait = {}) {
  const mail = await latestMailTo(page.request, email, subjects.verify, wait);
  await page.goto(linkFrom(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
}

/**
 * Fills in the profile on /profile (the page must be there, e.g. sent by the profile gate) and
 * saves it. A first-time profile then goes on to / (docs/product.md §4); this waits for the saved toast only.
 */
export async function completeProfile(page: Page, displayName: string) {
  await expectRoute(page, '/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await field(form, 'Display Name').fill(displayName);
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile updated successfully!');
}

/**
 * Signs in on /login with e-mail and password and waits until the sign-in form is gone (the app
 * goes on to /, or back to the protected page that sent the visitor to /login). Fails with the
 * toast text when the app refused.
 */
export async function signIn(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await page.goto('/#/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await field(form, 'Email').fill(email);
  await field(form, 'Password').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  try {
    await expect(form).toBeHidden();
  } catch {
    const toasts = await page.getByRole('alert').allInnerTexts();
    throw new Error(
      `Signing in as ${email} did not leave /login (messages: ${toasts.join(' | ') || 'none'})`,
    );
  }
}

// ---- through the API (fast set-up) ------------------------------------------------------------

export interface CreateAccountOptions {
  /** Default: a fresh `uniqueEmail(name)`. */
  email?: string;
  password?: string;
  /** Apply the e-mailed verification link (default true). */
  verified?: boolean;
  /** The display name to save; default `name`. `''` leaves the profile incomplete. */
  displayName?: string;
  timezone?: string;
}

/**
 * Registers an account through the GraphQL API, then (by default) verifies it with the code
 * from the e-mailed link and saves a display name. The session cookie stays in `request`'s
 * jar: pass `page.request` to sign the page's context in, or the `request` fixture for an
 * account the browser does not use (e.g. to test signing in to it).
 */
export async function createAccount(
  request: APIRequestContext,
  name: string,
  options: CreateAccountOptions = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail(name);
  const password = options.password ?? DEFAULT_PASSWORD;
  const displayName = options.displayName ?? name;
  const since = Date.now();
  await gql(request, Register, { email, password }, { 'x-forwarded-for': nextClientAddress() });
  if (options.verified ?? true) {
    const mail = await latestMailTo(request, email, subjects.verify, { since });
    await gql(request, VerifyEmail, { code: oobCodeFrom(linkFrom(mail, '/verify-email')) });
  }
  if (displayName && (options.verified ?? true)) {
    await gql(request, UpdateProfile, {
      displayName,
      timezone: options.timezone ?? 'America/Los_Angeles',
    });
  }
  return { email, password, displayName: options.verified === false ? '' : displayName };
}

/**
 * A fully set-up member (verified, display name `name`), signed in in a browser context:
 *  - given a Page, that page's context (the page is not navigated: `goto` where you need to,
 *    since a page that has already loaded the app still shows its old sign-in state);
 *  - given a BrowserContext, that context, with a new page;
 *  - given a Browser, a new context (with the config's baseURL) and page; close the context
 *    when done (`await member.context.close()`).
 */
export async function signUpMember(
  target: Page | BrowserContext | Browser,
  name: string,
  options: Omit<CreateAccountOptions, 'verified'> = {},
): Promise<SignedUpMember> {
  let page: Page;
  if ('goto' in target) page = target;
  // Service workers blocked, as in every context the config makes (playwright.config.ts).
  else if ('newContext' in target)
    page = await (await target.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  else page = await target.newPage();
  const account = await createAccount(page.request, name, options);
  return { ...account, context: page.context(), page };
}
