// The outbox's promises that only a real database can show: queued mail outlives a restart, and
// workers sharing one database send every row exactly once.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { enqueueEmail, enqueueEmails, type AnyOutboxMessage } from '../../server/mail';
import { createPostmarkTransport } from '../../server/mail';
import { createMailWorker, type MailLogger, type MailWorker } from '../../server/mail';
import { startFakePostmark, type FakePostmark } from '../support/fake-postmark';
import { ownDatabase } from '../support/database-target';
import { eventually } from '../support/wait';

const quiet: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

const verify = (to: string): AnyOutboxMessage => ({
  template: 'verifyEmail',
  to,
  props: { verifyUrl: `https://poker.test/#/verify-email?oobCode=${encodeURIComponent(to)}` },
});

let target: DatabaseTarget;
let dispose: () => Promise<void>;
let postmark: FakePostmark;
const open: Database[] = [];
const workers: MailWorker[] = [];

function worker(database: Database, retryDelayMs = 2000) {
  const created = createMailWorker({
    db: database.db,
    transport: createPostmarkTransport({ serverToken: postmark.token, apiUrl: postmark.url }),
    from: 'noreply@poker.test',
    logger: quiet,
    retryDelayMs,
  });
  workers.push(created);
  return created;
}

async function connect() {
  const database = await openDatabase(target);
  open.push(database);
  return database;
}

async function shutDown() {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await Promise.all(open.splice(0).map((d) => d.close()));
}

beforeAll(async () => {
  postmark = await startFakePostmark();
  ({ target, dispose } = await ownDatabase('mail'));
});

afterEach(shutDown);

afterAll(async () => {
  await shutDown();
  await postmark?.close();
  await dispose?.();
});

describe('mail outbox on a real database', () => {
  it('sends queued and retrying mail after a restart', async () => {
    postmark.clear();
    const before = await connect();
    const retrying = await enqueueEmail(before.db, verify('retry@example.com'));
    postmark.failNext(503);
    worker(before, 1000).start();
    await eventually(() => postmark.requests.length === 1);
    await shutDown();
    // Queued while no worker runs: e.g. an action that committed just before the process exited.
    const idle = await connect();
    const queued = await enqueueEmail(idle.db, verify('queued@example.com'));
    await shutDown();
    expect(postmark.messages).toHaveLength(0);

    const after = await connect();
    const [pending] = await after.db.select().from(emailOutbox).where(eq(emailOutbox.id, retrying));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    worker(after, 1000).start();

    await postmark.waitForMessage((m) => m.To === 'retry@example.com', 5_000);
    await postmark.waitForMessage((m) => m.To === 'queued@example.com', 5_000);
    await eventually(async () => {
      const rows = await after.db.select().from(emailOutbox);
      return rows.every((row) => row.status === 'sent');
    });
    const rows = await after.db.select().from(emailOutbox);
    expect(rows.find((row) => row.id === retrying)).toMatchObject({ attempts: 2 });
    expect(rows.find((row) => row.id === queued)).toMatchObject({ attempts: 1 });
    expect(postmark.messages).toHaveLength(2);
  });

  it('lets two workers on one database send each row exactly once', async () => {
    postmark.clear();
    const first = await connect();
    // Two instances on Postgres have their own connection pools; PGlite allows one process.
    const second = target.kind === 'postgres' ? await connect() : first;
    await first.db.delete(emailOutbox);
    const recipients = Array.from({ length: 6 }, (_, i) => `both${i}@example.com`);
    await enqueueEmails(first.db, recipients.map(verify));

    const a = worker(first);
    const b = worker(second);
    a.start();
    b.start();
    await eventually(() => postmark.messages.length >= 6);
    // Stopping finishes any send in progress: a double send, were there one, has arrived by now.
    await Promise.all([a.stop(), b.stop()]);

    expect(postmark.messages.map((m) => m.To).sort()).toEqual([...recipients].sort());
    const rows = await first.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      recipients.map(() => ['sent', 1]),
    );
    // The two share the deployment-wide rate limit too.
    const times = postmark.messages.map((m) => m.receivedAt).sort((x, y) => x - y);
    for (let i = 0; i + 3 < times.length; i++) {
      expect(times[i + 3]! - times[i]!).toBeGreaterThanOrEqual(1000);
    }
  });
});
