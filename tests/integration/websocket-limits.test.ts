// graphql-ws gets the same limits as HTTP: no message bigger than the HTTP body limit, and a
// bounded number of operations per socket.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { MAX_OPERATIONS_PER_SOCKET } from '../../server/graphql/ws';
import { BODY_LIMIT_BYTES } from '../../server/http/app';
import { errorOf, subscribe } from '../support/api';
import { seededApp } from '../support/seed';

const CONTACT = `mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }`;
const ME_CHANGED = `subscription { meChanged { id displayName } }`;
const PROFILE = `mutation($n: String!) { updateProfile(displayName: $n, timezone: "America/Denver") { id } }`;

const app = seededApp();

describe('message size', () => {
  const huge = (email: string) => ({
    name: 'Mallory',
    email,
    subject: 'Big',
    message: 'x'.repeat(BODY_LIMIT_BYTES + 100_000),
  });
  const stored = async (email: string) =>
    (await app.t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)))
      .length;

  it('a message over the HTTP body limit closes the socket (1009) and stores nothing', async () => {
    const ws = app.t.anonymous().ws();
    const sent = subscribe(ws, CONTACT, { i: huge('ws.flood@example.com') });
    await expect(sent.next()).rejects.toThrow(/closed 1009/);
    await ws.dispose();
    expect(await stored('ws.flood@example.com')).toBe(0);
  });

  it('is the same limit as HTTP, which answers 413', async () => {
    const response = await fetch(`${app.t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CONTACT, variables: { i: huge('http.flood@example.com') } }),
    });
    expect(response.status).toBe(413);
    expect(await stored('http.flood@example.com')).toBe(0);
  });
});

describe('operations per socket', () => {
  it(`allows ${MAX_OPERATIONS_PER_SOCKET} at once; the next is refused with a clear error until one stops`, async () => {
    const member = await app.t.signUpMember('listener');
    const ws = member.ws();
    try {
      const live = Array.from({ length: MAX_OPERATIONS_PER_SOCKET }, () =>
        subscribe(ws, ME_CHANGED),
      );
      const extra = subscribe(ws, ME_CHANGED);
      await expect(extra.next()).rejects.toThrow(
        `Too many subscriptions on one connection: at most ${MAX_OPERATIONS_PER_SOCKET} at a time. Stop some before starting more.`,
      );
      expect(errorOf({ errors: extra.ended as never }).code).toBe('BAD_REQUEST');
      // The socket stays open and the others keep working; a freed place can be used again.
      live.shift()!.stop();
      const replacement = subscribe(ws, ME_CHANGED);
      await member.ok(PROFILE, { n: 'Lena' });
      expect((await replacement.next()).data.meChanged.displayName).toBe('Lena');
      expect((await live.at(-1)!.next()).data.meChanged.displayName).toBe('Lena');
    } finally {
      await ws.dispose();
    }
  });
});
