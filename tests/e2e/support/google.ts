// Google sign-in against the local OpenID provider playwright.config.ts starts in Google's place.
// The queued login is global to that provider process and used by the next sign-in only, so
// queue it right before clicking "Sign in with Google" (e2e runs with one worker).
import { expect, type APIRequestContext } from '@playwright/test';
import { googleURL } from '../../../playwright.config';
import type { FakeGoogleLogin, FakeGoogleUser } from '../../support/fake-google';
import { uniqueEmail } from './accounts';

export type { FakeGoogleLogin, FakeGoogleUser };

let subjectCount = 0;
/**
 * A Google account nobody has used yet: a unique `sub` and e-mail, verified by Google. No `name`
 * claim unless given (the app does not take the display name from Google either way).
 */
export function googleUser(name: string, overrides: Partial<FakeGoogleUser> = {}): FakeGoogleUser {
  subjectCount += 1;
  return {
    sub: `google-${Date.now().toString(36)}-${subjectCount}-${Math.random().toString(36).slice(2, 8)}`,
    email: uniqueEmail(name),
    email_verified: true,
    ...overrides,
  };
}

/** Queues what the End-User does at the provider's next account step: sign in as `login`, or cancel. */
export async function nextGoogleLogin(request: APIRequestContext, login: FakeGoogleLogin) {
  const response = await request.post(`${googleURL}/__next-login`, { data: login });
  expect(response.status(), await response.text()).toBe(204);
}
