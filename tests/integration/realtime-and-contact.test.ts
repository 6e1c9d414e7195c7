import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { errorOf, subscribe } from '../support/api';
import { seededApp } from '../support/seed';

const app = seededApp();

const CONTACT = `mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }`;
const message = {
  name: 'Vera Visitor',
  email: 'Vera@Example.com',
  subject: 'Hosting',
  message: 'Can I host <b>10</b> tables?',
};

describe('live updates over graphql-ws', () => {
  it('pushes meChanged to the signed-in user when their profile changes', async () => {
    const user = await app.t.signUpMember('live');
    const sub = await app.t.listen(user, `subscription { meChanged { displayName timezone } }`);
    await user.ok(
      `mutation { updateProfile(displayName: "Live Wire", timezone: "America/Chicago") { id } }`,
    );
    expect((await sub.next()).data).toEqual({
      meChanged: { displayName: 'Live Wire', timezone: 'America/Chicago' },
    });
    await sub.close();
  });

  it('refuses meChanged to a signed-out socket', async () => {
    const ws = app.t.anonymous().ws();
    const sub = subscribe(ws, `subscription { meChanged { id } }`);
    const result = await sub.next();
    expect(errorOf(result).code).toBe('UNAUTHENTICATED');
    await ws.dispose();
  });

  it('refuses a WebSocket upgrade from a foreign origin', async () => {
    const status = await new Promise<number | string>((resolve) => {
      const socket = new WebSocket(
        `${app.t.url.replace('http', 'ws')}/graphql`,
        'graphql-transport-ws',
        {
          headers: { origin: 'https://evil.example' },
        },
      );
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('error'));
    });
    expect(status).toBe(403);
  });

  it('applies the HTTP query limits to WebSocket operations too', async () => {
    const ws = app.t.anonymous().ws();
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: signInMethods { google }`).join(
      ' ',
    );
    const sub = subscribe(ws, `query { ${aliases} }`);
    const result = await sub
      .next()
      .catch((error: unknown) => ({ errors: [{ message: String(error) }] }));
    expect(JSON.stringify(result)).toMatch(/aliases/i);
    await ws.dispose();
    const http = await app.t.anonymous().gql(`query { ${aliases} }`);
    expect(http.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('closes the sockets of a user who signs out elsewhere', async () => {
    const user = await app.t.signUpMember('closer');
    const sub = await app.t.listen(user, `subscription { meChanged { id } }`);
    await user.ok(`mutation { signOut }`);
    await expect(sub.next(3000)).rejects.toThrow(/closed 4403 Session ended/);
    await sub.close();
  });
});

describe('query depth', () => {
  it('counts the depth of the resolved selection, so nested fragments are fine and deep queries are not', async () => {
    const user = await app.t.signUpMember('depth');
    const nested = `query { me { ...A } }
      fragment A on Me { upcomingEvents { ...B } }
      fragment B on Event { tables { ...C } }
      fragment C on EventTable { seats { player { id } } }`;
    expect((await user.gql(nested)).errors).toBeUndefined();
    const deep = `query { me { upcomingEvents { group { upcomingEvents { group { upcomingEvents { group { upcomingEvents { id } } } } } } } } }`;
    expect((await user.gql(deep)).errors?.[0]?.message).toMatch(/depth/i);
  });
});

describe('refuses cross-site writes', () => {
  it('answers 403 to a POST from a foreign origin', async () => {
    const response = await fetch(`${app.t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('contact form', () => {
  it('works signed out: stores the message and e-mails support with reply-to the sender, escaped', async () => {
    const result = await app.t.anonymous().gql(CONTACT, { i: message });
    expect(result.data.sendContactMessage).toBe(true);
    const [row] = await app.t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'vera@example.com'));
    expect(row).toMatchObject({ name: 'Vera Visitor', subject: 'Hosting', userId: null });
    const mail = await app.t.postmark.waitForMessage((m) => m.To === 'support@pokernight.test');
    expect(mail.ReplyTo).toBe('vera@example.com');
    expect(mail.HtmlBody).toContain('&lt;b&gt;10&lt;/b&gt;');
  });

  it('requires all four fields and a real address, storing nothing', async () => {
    const client = app.t.anonymous({ 'x-test': 'fields' });
    const before = (await app.t.database.db.select().from(contactMessages)).length;
    expect(errorOf(await client.gql(CONTACT, { i: { ...message, subject: '  ' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please fill in all fields',
    });
    expect(errorOf(await client.gql(CONTACT, { i: { ...message, email: 'vera' } })).message).toBe(
      'Invalid email address',
    );
    expect((await app.t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('throttles one address after five messages an hour', async () => {
    const client = app.t.anonymous();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await client.gql(CONTACT, { i: message }));
    expect(results.slice(0, 5).every((r) => r.data?.sendContactMessage === true)).toBe(true);
    expect(errorOf(results[5]!)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });
});
