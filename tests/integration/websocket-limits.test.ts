// graphql-ws gets the same limits as HTTP: no message bigger than the HTTP body limit. (Sockets
// and operations per caller, and charged re-runs: live-limits.test.ts.)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { BODY_LIMIT_BYTES } from '../../server/http/app';
import { subscribe } from '../support/api';
import { seededApp } from '../support/seed';

const CONTACT = `mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }`;

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
