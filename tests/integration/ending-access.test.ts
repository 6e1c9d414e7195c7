// What a reset, a takeover or a wary password change leaves working (issue 27, #1, #5, #6): a
// password reset ends every session, revokes every access token and moves the calendar feed to
// a new URL, and its mail says so; a password change does the same when asked, and otherwise
// only signs the other devices out; an unverified address gets no feed URL and its old one opens
// nothing; and the request log never holds a feed's secret.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { errorOf, PASSWORD, type ApiClient } from '../support/api';
import { linkIn } from '../support/fake-postmark';
import { ChangePassword, CreateAccessToken, operation } from '../support/operations';
import { seededApp } from '../support/seed';

const logLines: string[] = [];
const app = seededApp({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line: string) => void logLines.push(line) },
});

const ME = `{ me { id } }`;
const FeedUrl = operation<{ me: { calendarFeedUrl: string } }>(
  `query FeedUrl { me { calendarFeedUrl } }`,
);
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($c: String!, $p: String!) { resetPassword(code: $c, newPassword: $p) }`;

const codeFrom = (url: string) => new URL(url.replace('/#/', '/')).searchParams.get('oobCode')!;
const feedStatus = async (url: string) => (await fetch(url)).status;

/** A member with a WRITE token and a feed URL that both work: what a reset must take back. */
async function memberWithAccess(name: string) {
  const member = await app.t.signUpMember(name);
  const { createAccessToken } = await member.ok(CreateAccessToken, {
    name: 'Home script',
    scopes: ['WRITE'],
  });
  const bearer = app.t.anonymous({ authorization: `Bearer ${createAccessToken.token}` });
  expect((await bearer.gql(ME)).data.me.id).toBe(member.id);
  const feedUrl = (await member.ok(FeedUrl)).me.calendarFeedUrl;
  expect(await feedStatus(feedUrl)).toBe(200);
  return { member, bearer, feedUrl };
}

async function expectTokenRefused(bearer: ApiClient) {
  expect(errorOf(await bearer.gql(ME)).message).toBe(
    'This access token is not valid: it is unknown, revoked or expired.',
  );
}

describe('a password reset', () => {
  it('ends every session, revokes every token, moves the feed, and the mail says so', async () => {
    const { member, bearer, feedUrl } = await memberWithAccess('resetall');
    const anon = app.t.anonymous();
    await anon.gql(REQUEST_RESET, { e: member.email });
    const mail = await app.t.postmark.waitForMessage(
      (m) => m.To === member.email && /reset/i.test(m.Subject ?? ''),
    );
    expect(mail.TextBody).toMatch(/signs you out on every device, revokes your API access tokens/);
    expect(mail.TextBody).toMatch(/calendar feed a new address/);
    const code = codeFrom(linkIn(mail, '/#/reset-password?oobCode='));
    expect((await anon.gql(RESET, { c: code, p: 'a fresh secret' })).data.resetPassword).toBe(true);

    expect((await member.gql(ME)).data.me).toBeNull();
    await expectTokenRefused(bearer);
    expect(await feedStatus(feedUrl)).toBe(404);

    const again = app.t.anonymous();
    await again.ok(
      `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`,
      {
        e: member.email,
        p: 'a fresh secret',
      },
    );
    const fresh = (await again.ok(FeedUrl)).me.calendarFeedUrl;
    expect(fresh).not.toBe(feedUrl);
    expect(await feedStatus(fresh)).toBe(200);
  });
});

describe('a password change', () => {
  it('signs the other devices out and leaves tokens and the feed alone by default', async () => {
    const { member, bearer, feedUrl } = await memberWithAccess('changeplain');
    await member.ok(ChangePassword, { currentPassword: PASSWORD, newPassword: 'new secret 1' });
    expect((await member.gql(ME)).data.me.id).toBe(member.id);
    expect((await bearer.gql(ME)).data.me.id).toBe(member.id);
    expect(await feedStatus(feedUrl)).toBe(200);
  });

  it('asked to, ends every other access as a reset does, and keeps this session', async () => {
    const { member, bearer, feedUrl } = await memberWithAccess('changeall');
    const otherDevice = app.t.anonymous();
    await otherDevice.ok(
      `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`,
      { e: member.email, p: PASSWORD },
    );
    await member.ok(ChangePassword, {
      currentPassword: PASSWORD,
      newPassword: 'new secret 2',
      endEveryAccess: true,
    });
    expect((await member.gql(ME)).data.me.id).toBe(member.id);
    expect((await otherDevice.gql(ME)).data.me).toBeNull();
    await expectTokenRefused(bearer);
    expect(await feedStatus(feedUrl)).toBe(404);
    expect((await member.ok(FeedUrl)).me.calendarFeedUrl).not.toBe(feedUrl);
  });
});

describe('an unverified address', () => {
  it('gets no feed URL, and a feed token it held opens nothing', async () => {
    const squatter = await app.t.register('unverifiedfeed');
    expect(errorOf(await squatter.gql(FeedUrl))).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address to continue.',
    });
    // A token from before the rule (accounts kept their feed tokens across the upgrade).
    const token = 'a'.repeat(32);
    await app.t.database.db
      .update(users)
      .set({ calendarFeedToken: token })
      .where(eq(users.email, squatter.email));
    expect(await feedStatus(`${app.t.url}/calendar/feed/${token}.ics`)).toBe(404);
  });
});

describe('the request log', () => {
  it('never holds a feed URL’s secret', async () => {
    const member = await app.t.signUpMember('feedlog');
    const feedUrl = (await member.ok(FeedUrl)).me.calendarFeedUrl;
    const secret = /\/calendar\/feed\/([a-z2-7]+)\.ics$/.exec(feedUrl)![1]!;
    const before = logLines.length;
    expect(await feedStatus(feedUrl)).toBe(200);
    expect(await feedStatus(`${app.t.url}/calendar/feed/${'b'.repeat(32)}.ics`)).toBe(404);
    const logged = logLines.slice(before);
    expect(logged.some((line) => line.includes('/calendar/feed/[secret]'))).toBe(true);
    expect(logged.filter((line) => line.includes(secret))).toEqual([]);
    expect(logged.filter((line) => line.includes('b'.repeat(32)))).toEqual([]);
  });
});
