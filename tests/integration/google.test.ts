import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { followToRedirectUri, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import {
  ApiClient,
  errorOf,
  freePort,
  PASSWORD,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from '../support/api';
import { linkIn } from '../support/fake-postmark';

const ME = `{ me { id email emailVerified displayName authProvider } }`;
const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`;

// Its own app: its port and the fake Google's issuer go into its configuration, both known only
// once they have started.
let t: TestApp;
let google: FakeGoogle;
let callback: string;

beforeAll(async () => {
  const port = await freePort();
  callback = `http://127.0.0.1:${port}/auth/google/callback`;
  google = await startFakeGoogle({
    clientId: 'pn-test',
    clientSecret: 'pn-secret',
    redirectUris: [callback],
  });
  t = await startTestApp({
    port,
    env: {
      GOOGLE_CLIENT_ID: 'pn-test',
      GOOGLE_CLIENT_SECRET: 'pn-secret',
      GOOGLE_ISSUER: google.issuer,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** Runs the browser's part of the redirect flow and returns where the app sends it, with its client. */
async function signInWithGoogle(): Promise<{ location: string; client: ApiClient }> {
  const { url, jar } = await followToRedirectUri(`${t.url}/auth/google`, callback);
  const response = await fetch(url, {
    redirect: 'manual',
    headers: { cookie: jar.header(url) ?? '' },
  });
  expect(response.status).toBe(302);
  const client = t.anonymous();
  client.takeCookies(response);
  return { location: response.headers.get('location')!, client };
}

describe('Google sign-in', () => {
  it('is offered when configured', async () => {
    expect(
      (await t.anonymous().gql(`{ signInMethods { google } }`)).data.signInMethods.google,
    ).toBe(true);
  });

  it('creates a verified account without a password and returns to /', async () => {
    const email = uniqueEmail('gina');
    google.setNextLogin({ sub: `sub-${email}`, email, name: 'Gina' });
    const { location, client } = await signInWithGoogle();
    expect(location).toBe(`${t.url}/#/`);
    const { data } = await client.gql(ME);
    expect(data.me).toMatchObject({
      email,
      emailVerified: true,
      displayName: '',
      authProvider: 'GOOGLE',
    });

    google.setNextLogin({ sub: `sub-${email}`, email });
    const again = await signInWithGoogle();
    expect((await again.client.gql(ME)).data.me.id).toBe(data.me.id);
  });

  it('links to an existing verified password account with the same address', async () => {
    const existing = await t.signUpMember('linked');
    google.setNextLogin({ sub: `sub-${existing.email}`, email: existing.email.toUpperCase() });
    const { client } = await signInWithGoogle();
    const me = (await client.gql(ME)).data.me;
    const original = (await existing.gql(ME)).data.me;
    expect(me.id).toBe(original.id);
    expect(me).toMatchObject({ emailVerified: true, authProvider: 'PASSWORD' });
    // The password still works too.
    const viaPassword = await t
      .anonymous()
      .gql(`mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`, {
        e: existing.email,
        p: PASSWORD,
      });
    expect(viaPassword.data.signIn.id).toBe(original.id);
  });

  it('takes over an unverified account registered with the address: password, sessions, sockets and links go', async () => {
    // Someone registers the victim's address with a password of their own and stays signed in.
    const squatter = await t.register('victim');
    const squatterId = (await squatter.gql(ME)).data.me.id;
    const verifyMail = await t.postmark.waitForMessage((m) => m.To === squatter.email);
    const verifyCode = new URL(
      linkIn(verifyMail, '/#/verify-email?oobCode=').replace('/#/', '/'),
    ).searchParams.get('oobCode')!;
    const sub = await t.listen(squatter, `subscription { meChanged { id } }`);
    // A feed token the squatter held from before unverified accounts were refused one.
    const squatterFeed = `${t.url}/calendar/feed/${'q'.repeat(32)}.ics`;
    await t.database.db
      .update(users)
      .set({ calendarFeedToken: 'q'.repeat(32) })
      .where(eq(users.id, squatterId));
    expect((await fetch(squatterFeed)).status).toBe(404);

    // The mailbox's owner signs in with Google, which vouches for the address.
    google.setNextLogin({ sub: `sub-victim-${squatter.email}`, email: squatter.email });
    const { location, client: owner } = await signInWithGoogle();
    expect(location).toBe(`${t.url}/#/`);
    expect((await owner.gql(ME)).data.me).toMatchObject({
      id: squatterId,
      email: squatter.email,
      emailVerified: true,
      authProvider: 'GOOGLE',
    });

    // Nothing the squatter held still works: not even the feed, now that the account is verified.
    expect((await squatter.gql(ME)).data.me).toBeNull();
    expect((await fetch(squatterFeed)).status).toBe(404);
    const ownerFeed = (await owner.gql(`{ me { calendarFeedUrl } }`)).data.me.calendarFeedUrl;
    expect(ownerFeed).not.toBe(squatterFeed);
    expect((await fetch(ownerFeed)).status).toBe(200);
    await expect(sub.next(3000)).rejects.toThrow(/closed 4403 Session ended/);
    await sub.close();
    expect(errorOf(await t.anonymous().gql(SIGN_IN, { e: squatter.email, p: PASSWORD }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This account signs in with Google. Use Sign in with Google.',
    });
    expect(
      errorOf(
        await t
          .anonymous()
          .gql(`mutation($c: String!) { verifyEmail(code: $c) { id } }`, { c: verifyCode }),
      ).message,
    ).toBe('Failed to verify email address. The link may have expired.');
    // The owner's own session is the one left.
    expect((await owner.gql(ME)).data.me.id).toBe(squatterId);
  });

  it('sends a cancelled sign-in back to the login page with error=cancelled', async () => {
    google.setNextLogin({ cancel: true });
    const { location, client } = await signInWithGoogle();
    expect(location).toBe(`${t.url}/#/login?error=cancelled`);
    expect(client.cookie).toBeNull();
  });

  it('refuses to link an address Google has not verified', async () => {
    const existing = await t.register('unverifiedlink');
    google.setNextLogin({
      sub: `sub-x-${existing.email}`,
      email: existing.email,
      email_verified: false,
    });
    const { location, client } = await signInWithGoogle();
    expect(location).toBe(`${t.url}/#/login?error=failed`);
    expect(client.cookie).toBeNull();
  });

  it('fails cleanly when the callback is forged (no pending login)', async () => {
    const response = await fetch(`${t.url}/auth/google/callback?code=abc&state=def`, {
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe(`${t.url}/#/login?error=failed`);
  });
});
