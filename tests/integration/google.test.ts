import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followToRedirectUri, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import {
  ApiClient,
  freePort,
  PASSWORD,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from '../support/api';

const ME = `{ me { id email emailVerified displayName authProvider } }`;

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

  it('links to an existing password account with the same address', async () => {
    const existing = await t.register('linked');
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
