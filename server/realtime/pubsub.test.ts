// The Postgres bus sends all of one write's topics in one statement (issue 10: one seat on a
// 31-player event used to send 48, one after another), and publishing does not wait for it.
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createPostgresPubSub } from './pubsub';

function fakeSql() {
  const statements: { text: string; values: unknown[] }[] = [];
  let release!: () => void;
  const sent = new Promise<void>((resolve) => (release = resolve));
  const sql = Object.assign(
    async (strings: TemplateStringsArray, ...values: unknown[]) => {
      statements.push({ text: strings.join('$'), values });
      await sent;
      return [];
    },
    { listen: async () => ({ unlisten: async () => {} }) },
  );
  return { sql: sql as unknown as postgres.Sql, statements, release };
}

describe('createPostgresPubSub', () => {
  it('notifies every topic of a write in one statement, without waiting for it', async () => {
    const { sql, statements, release } = fakeSql();
    const pubsub = await createPostgresPubSub(sql);
    const topics = ['event:e', 'group:g', ...Array.from({ length: 46 }, (_, i) => `user:${i}`)];

    await pubsub.publish(...topics, 'user:0');
    expect(statements).toHaveLength(1);
    expect(statements[0]!.text).toMatch(/pg_notify\(.*unnest/);
    expect(statements[0]!.values).toEqual(['poker_night_topics', topics]);

    const closed = pubsub.close();
    release();
    await closed;
  });
});
