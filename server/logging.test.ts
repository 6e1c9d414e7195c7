import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cutText, loggerOptions, redactUrl } from './logging';

/** A Fastify logger as the app builds it, writing into an array. */
function capture() {
  const lines: string[] = [];
  const fastify = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
  return { log: fastify.log, lines };
}

const MEGABYTES = 'x'.repeat(3_000_000);

describe('the server log', () => {
  it('cuts a multi-megabyte value in a failed query to its two ends', () => {
    const { log, lines } = capture();
    // What Drizzle throws when Postgres refuses a row: the parameters, in the message and beside.
    const error = Object.assign(
      new Error(`Failed query: insert into "events" ... params: ${MEGABYTES}`),
      { query: 'insert into "events" ("title") values ($1)', params: [MEGABYTES, 'short'] },
    );
    log.error({ err: error, path: ['createEvent'] }, 'unexpected error in GraphQL operation');

    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(12_000);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const entry = JSON.parse(lines[0]!);
    expect(entry.msg).toBe('unexpected error in GraphQL operation');
    expect(entry.path).toEqual(['createEvent']);
    expect(entry.err.type).toBe('Error');
    expect(entry.err.message).toMatch(/^Failed query: insert into "events"/);
    expect(entry.err.message).toContain('characters cut');
    expect(entry.err.query).toBe('insert into "events" ("title") values ($1)');
    expect(entry.err.params[0]).toHaveLength(cutText(MEGABYTES).length);
    expect(entry.err.params[1]).toBe('short');
  });

  it('cuts a huge message and shortens a huge list', () => {
    const { log, lines } = capture();
    log.warn(MEGABYTES);
    log.info({ addresses: Array.from({ length: 20_000 }, (_, i) => `guest${i}@example.com`) });

    expect(lines.map((line) => line.length < 5_000)).toEqual([true, true]);
    expect(JSON.parse(lines[0]!).msg).toContain('[2998000 characters cut]');
    const { addresses } = JSON.parse(lines[1]!);
    expect(addresses).toHaveLength(51);
    expect(addresses.at(-1)).toBe('[19950 more items]');
  });

  it('leaves ordinary lines alone', () => {
    const { log, lines } = capture();
    log.info({ user: 'ann', text: 'y'.repeat(1_900) }, 'hello');
    const entry = JSON.parse(lines[0]!);
    expect([entry.msg, entry.user, entry.text]).toEqual(['hello', 'ann', 'y'.repeat(1_900)]);
  });
});

describe('redactUrl', () => {
  it('hides a calendar feed’s token and secret query parameters, and nothing else', () => {
    expect(redactUrl('/calendar/feed/abcdefghijklmnopqrstuvwxyz234567.ics')).toBe(
      '/calendar/feed/[secret]',
    );
    expect(redactUrl('/auth/google/callback?code=4%2F0Ab&state=xyz&scope=email')).toBe(
      '/auth/google/callback?code=[secret]&state=[secret]&scope=email',
    );
    expect(redactUrl('/graphql?oobCode=abc')).toBe('/graphql?oobCode=[secret]');
    expect(redactUrl('/calendar/event/0b6c.ics')).toBe('/calendar/event/0b6c.ics');
    expect(redactUrl('/graphql')).toBe('/graphql');
  });
});

describe('cutText', () => {
  it('keeps both ends of a long text and says how much is gone', () => {
    const text = `${'a'.repeat(1_500)}${'b'.repeat(1_500)}`;
    expect(cutText(text)).toBe(
      `${'a'.repeat(1_000)} … [1000 characters cut] … ${'b'.repeat(1_000)}`,
    );
    expect(cutText('short')).toBe('short');
  });
});
