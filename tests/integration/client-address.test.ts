// Behind proxies, the client's address is the right-most X-Forwarded-For entry that a trusted
// proxy wrote. Whatever a client prepends to the header, the per-address throttles still count
// it as itself — over HTTP and over WebSocket alike.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorOf, startTestApp, subscribe, type TestApp } from '../support/api';
import { seededApp } from '../support/seed';

const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`;
const CONTACT = `mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }`;
const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

/** An address the client invents, different for every request. */
const spoofed = () =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Twelve wrong passwords for one account, each claiming a new origin in the left-most entry. */
async function guessWithSpoofedAddresses(t: TestApp, email: string, forwardedTail: string) {
  const results = [];
  for (let i = 0; i < 12; i++) {
    const client = t.anonymous({ 'x-forwarded-for': `${spoofed()}, ${forwardedTail}` });
    results.push(errorOf(await client.gql(SIGN_IN, { e: email, p: `guess ${i}` })).message);
  }
  return results;
}

describe('TRUST_PROXY=on: proxies on this machine or a private network', () => {
  const app = seededApp({ env: { TRUST_PROXY: 'on' } });

  it('a spoofed left-most X-Forwarded-For does not escape the per-address sign-in throttle', async () => {
    const owner = await app.t.signUpMember('spoofed');
    // Our loopback proxy appended the address it saw (198.51.100.7); the client wrote the rest.
    const messages = await guessWithSpoofedAddresses(app.t, owner.email, '198.51.100.7');
    expect(messages.slice(0, 10)).toEqual(Array(10).fill('Incorrect password'));
    expect(messages.slice(10)).toEqual([RATE_LIMITED, RATE_LIMITED]);
    // Another real address is a different person and is not held up.
    const neighbour = app.t.anonymous({ 'x-forwarded-for': '198.51.100.8' });
    expect(errorOf(await neighbour.gql(SIGN_IN, { e: owner.email, p: 'x' })).message).toBe(
      'Incorrect password',
    );
  });

  it('over WebSocket too: the contact form counts the proxied address, not the spoofed one', async () => {
    const message = { name: 'Vera', email: 'vera@example.com', subject: 'Hi', message: 'Hello' };
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const client = app.t.anonymous({ 'x-forwarded-for': `${spoofed()}, 198.51.100.20` });
      const ws = client.ws();
      const result = await subscribe(ws, CONTACT, { i: message }).next();
      await ws.dispose();
      answers.push(result.data?.sendContactMessage ?? errorOf(result).message);
    }
    expect(answers).toEqual([true, true, true, true, true, RATE_LIMITED]);
  });

  it('a client reaching the app directly cannot name an address at all', async () => {
    // The app's own loopback socket is trusted here, so stand in a public peer: with trust given
    // to one proxy address only, 127.0.0.1 is a plain client and its header is ignored.
    const direct = await startTestApp({ env: { TRUST_PROXY: '10.9.9.9' } });
    try {
      const owner = await direct.signUpMember('direct');
      const messages = await guessWithSpoofedAddresses(direct, owner.email, '198.51.100.9');
      expect(messages.slice(10)).toEqual([RATE_LIMITED, RATE_LIMITED]);
    } finally {
      await direct.close();
    }
  });
});

describe('TRUST_PROXY=2: two proxies in front, whatever their addresses', () => {
  const app = seededApp({ env: { TRUST_PROXY: '2' } });

  it('the client is the address the outer proxy saw; entries left of it are ignored', async () => {
    const owner = await app.t.signUpMember('hops');
    // The outer proxy saw 198.51.100.30; the inner one (10.1.2.3) forwarded to our socket.
    const messages = await guessWithSpoofedAddresses(app.t, owner.email, '198.51.100.30, 10.1.2.3');
    expect(messages.slice(0, 10)).toEqual(Array(10).fill('Incorrect password'));
    expect(messages.slice(10)).toEqual([RATE_LIMITED, RATE_LIMITED]);
  });
});
