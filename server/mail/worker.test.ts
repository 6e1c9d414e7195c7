import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox, rateLimits } from '../../db/schema';
import { linkIn, startFakePostmark, type FakePostmark } from '../../tests/support/fake-postmark';
import { enqueueEmail, enqueueEmails, type AnyOutboxMessage } from './store/outbox';
import {
  createLogTransport,
  createPostmarkTransport,
  TransportError,
  type MailTransport,
} from './transport';
import {
  createMailWorker,
  DEFAULT_RETRY_POLICY,
  retryDelay,
  type MailLogger,
  type MailWorker,
  type MailWorkerOptions,
} from './worker';

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg?: string;
}

function recordingLogger() {
  const entries: LogEntry[] = [];
  const logger: MailLogger = {
    info: (obj, msg) => entries.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => entries.push({ level: 'error', obj, msg }),
  };
  return { logger, entries };
}

const verify = (to: string): AnyOutboxMessage => ({
  template: 'verifyEmail',
  to,
  props: { displayName: 'Alex', verifyUrl: `https://poker.test/#/verify-email?oobCode=${to}` },
});

const invite = (to: string): AnyOutboxMessage => ({
  template: 'eventInvite',
  to,
  props: {
    eventTitle: 'Friday game',
    eventDate: 'Friday, June 5, 2026 at 7:00 PM PDT',
    eventLocation: "Sam's",
    eventBuyIn: '$20.00',
    eventLink: 'https://poker.test/#/event/1',
    inviterName: 'Sam',
  },
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function until(check: () => boolean, timeoutMs = 5_000) {
  await waitFor(() => Promise.resolve(check() ? true : undefined), timeoutMs);
}

let database: Database;
let postmark: FakePostmark;
let workers: MailWorker[] = [];
let log: ReturnType<typeof recordingLogger>;

// Starting PGlite and migrating takes seconds, more on a busy machine running other suites.
beforeAll(async () => {
  [database, postmark] = await Promise.all([
    openDatabase({ kind: 'pglite-memory' }),
    startFakePostmark(),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([database?.close(), postmark?.close()]);
});

beforeEach(async () => {
  postmark.clear();
  log = recordingLogger();
  await database.db.delete(emailOutbox);
  await database.db.delete(rateLimits);
});

afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
});

function worker(
  options: Partial<Omit<MailWorkerOptions, 'db' | 'from' | 'logger'>> = {},
  track = true,
) {
  const created = createMailWorker({
    db: database.db,
    transport: createPostmarkTransport({ serverToken: postmark.token, apiUrl: postmark.url }),
    from: 'Poker Night <noreply@poker.test>',
    logger: log.logger,
    ...options,
  });
  if (track) workers.push(created);
  return created;
}

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`outbox row ${id} is gone`);
  return row;
}

describe('mail worker', () => {
  it('retries a 429 after the retry delay and sends the mail once', async () => {
    postmark.failNext(429);
    const id = await enqueueEmail(database.db, verify('ann@example.com'));
    worker().start();

    const message = await postmark.waitForMessage((m) => m.To === 'ann@example.com', 6_000);

    expect(postmark.requests.map((r) => r.status)).toEqual([429, 200]);
    const [first, second] = postmark.requests;
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(2000);
    expect(postmark.messages).toHaveLength(1);
    expect(message.From).toBe('Poker Night <noreply@poker.test>');
    expect(message.Subject).toBe('Verify your Poker Night email');
    expect(message.MessageStream).toBe('outbound');
    expect(linkIn(message, '/#/verify-email')).toBe(
      'https://poker.test/#/verify-email?oobCode=ann@example.com',
    );
    const row = await waitFor(async () => {
      const current = await outboxRow(id);
      return current.status === 'sent' ? current : undefined;
    });
    expect(row).toMatchObject({ attempts: 2, status: 'sent' });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(log.entries.some((e) => e.level === 'warn' && /retrying/.test(e.msg ?? ''))).toBe(true);
  });

  it('gives up after three retries of a 500 when no slow retries follow, keeping and logging the error', async () => {
    postmark.failNext(500, 4);
    const id = await enqueueEmail(database.db, verify('bea@example.com'));
    worker({ retryDelayMs: 100, slowRetryDelaysMs: [] }).start();

    const row = await waitFor(async () => {
      const current = await outboxRow(id);
      return current.status === 'failed' ? current : undefined;
    });

    expect(row.attempts).toBe(4);
    expect(row.lastError).toMatch(/500/);
    expect(postmark.requests.map((r) => r.status)).toEqual([500, 500, 500, 500]);
    expect(postmark.messages).toHaveLength(0);
    const errors = log.entries.filter((e) => e.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.obj).toMatchObject({ outboxId: id, to: 'bea@example.com', attempts: 4 });
  });

  it('sends ten mails no faster than 3 in any rolling second', async () => {
    const recipients = Array.from({ length: 10 }, (_, i) => `player${i}@example.com`);
    await enqueueEmails(database.db, recipients.map(verify));

    expect(await worker().runOnce()).toBe(10);

    const times = postmark.messages.map((m) => m.receivedAt).sort((a, b) => a - b);
    expect(times).toHaveLength(10);
    for (let i = 0; i + 3 < times.length; i++) {
      expect(times[i + 3]! - times[i]!).toBeGreaterThanOrEqual(1000);
    }
    expect(new Set(postmark.messages.map((m) => m.To))).toEqual(new Set(recipients));
  });

  it('fails a rejected token at once, without retrying', async () => {
    const id = await enqueueEmail(database.db, verify('cy@example.com'));
    const transport = createPostmarkTransport({ serverToken: 'wrong', apiUrl: postmark.url });

    expect(await worker({ transport, retryDelayMs: 50 }).runOnce()).toBe(0);

    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(postmark.requests.map((r) => r.status)).toEqual([401]);
    expect(log.entries.filter((e) => e.level === 'error')).toHaveLength(1);
  });

  it('keeps sending to the others when one recipient is refused', async () => {
    const [refused, accepted] = await enqueueEmails(database.db, [
      verify(''),
      verify('dee@example.com'),
    ]);

    expect(await worker().runOnce()).toBe(1);

    expect(await outboxRow(refused!)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await outboxRow(accepted!)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(postmark.messages.map((m) => m.To)).toEqual(['dee@example.com']);
  });

  it('sends at once when woken, with the reply-to address', async () => {
    const idle = worker({ pollIntervalMs: 60_000 });
    idle.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await enqueueEmail(database.db, {
      template: 'contactMessage',
      to: 'support@poker.test',
      replyTo: 'sam@example.com',
      props: { fromName: 'Sam', fromEmail: 'sam@example.com', subject: 'Hi', message: 'Hello' },
    });

    idle.wake();

    const message = await postmark.waitForMessage((m) => m.To === 'support@poker.test', 2_000);
    expect(message.ReplyTo).toBe('sam@example.com');
    expect(message.Subject).toBe('Contact form: Hi');
  });

  it('hands back a row still waiting for a send slot when stopped', async () => {
    const ids = await enqueueEmails(
      database.db,
      ['f1', 'f2', 'f3', 'f4'].map((name) => verify(`${name}@example.com`)),
    );
    const busy = worker();
    busy.start();
    await until(() => postmark.messages.length === 3);

    await busy.stop();

    expect(await outboxRow(ids[3]!)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(postmark.messages).toHaveLength(3);
  });

  it('fails a row whose template it does not know', async () => {
    const [row] = await database.db
      .insert(emailOutbox)
      .values({ template: 'retired', to: 'gus@example.com', payload: { props: {} } })
      .returning();

    expect(await worker().runOnce()).toBe(0);

    expect(await outboxRow(row!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(log.entries.find((e) => e.level === 'error')?.obj).toMatchObject({
      err: 'unknown template "retired"',
    });
  });

  it('prints mail through the log transport when Postmark is not configured', async () => {
    const lines: string[] = [];
    await enqueueEmail(database.db, verify('eve@example.com'));

    expect(
      await worker({ transport: createLogTransport((line) => lines.push(line)) }).runOnce(),
    ).toBe(1);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('To: eve@example.com');
    expect(lines[0]).toContain('Subject: Verify your Poker Night email');
    expect(lines[0]).toContain('https://poker.test/#/verify-email?oobCode=eve@example.com');
  });
});

describe('retry policy', () => {
  const HOUR = 3_600_000;
  const waits = (policy = DEFAULT_RETRY_POLICY) => {
    const found: number[] = [];
    for (let attempts = 1; attempts < 100; attempts++) {
      const delay = retryDelay(policy, attempts);
      if (delay === null) return found;
      found.push(delay);
    }
    throw new Error('the policy never gives up');
  };

  it("keeps the product's three quick retries 2000 ms apart, then slows down over about a day", () => {
    const all = waits();
    expect(all.slice(0, 3)).toEqual([2000, 2000, 2000]);
    expect(all.slice(3)).toEqual([
      60_000,
      5 * 60_000,
      15 * 60_000,
      30 * 60_000,
      HOUR,
      2 * HOUR,
      4 * HOUR,
      8 * HOUR,
      8 * HOUR,
    ]);
    const total = all.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(23 * HOUR);
    expect(total).toBeLessThanOrEqual(24 * HOUR);
  });

  it('gives up after the quick retries when no slow ones follow', () => {
    expect(waits({ fastDelayMs: 100, fastRetries: 3, slowDelaysMs: [] })).toEqual([100, 100, 100]);
    expect(retryDelay({ fastDelayMs: 100, fastRetries: 3, slowDelaysMs: [] }, 4)).toBeNull();
  });
});

// Each waits for a few rounds of the 3-a-second send limit; give a busy machine room.
describe('mail worker through outages and lost answers', { timeout: 20_000 }, () => {
  it('keeps retrying on the slow schedule through an outage and sends once Postmark is back', async () => {
    postmark.outage(503);
    const id = await enqueueEmail(database.db, verify('ida@example.com'));
    worker({ retryDelayMs: 20, slowRetryDelaysMs: Array.from({ length: 20 }, () => 40) }).start();

    // Past the product's four quick attempts, the mail is still waiting rather than given up.
    await until(() => postmark.requests.length >= 6);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending' });
    postmark.recover();

    const message = await postmark.waitForMessage((m) => m.To === 'ida@example.com');
    const row = await waitFor(async () => {
      const current = await outboxRow(id);
      return current.status === 'sent' ? current : undefined;
    });
    expect(postmark.messages).toHaveLength(1);
    expect(row.attempts).toBeGreaterThanOrEqual(6);
    expect(message.Metadata).toEqual({ outboxId: String(id), outboxKey: row.messageKey });
    expect(message.Tag).toBe('verifyEmail');
    expect(log.entries.some((e) => /retrying in 40 ms/.test(e.msg ?? ''))).toBe(true);
  });

  it('fails a mail for good once the slow schedule runs out, and logs it', async () => {
    postmark.outage(500);
    const id = await enqueueEmail(database.db, verify('jo@example.com'));
    worker({ retryDelayMs: 10, slowRetryDelaysMs: [20, 40] }).start();

    const row = await waitFor(async () => {
      const current = await outboxRow(id);
      return current.status === 'failed' ? current : undefined;
    });

    // One attempt, three quick retries, two slow ones.
    expect(row.attempts).toBe(6);
    expect(postmark.requests.map((r) => r.status)).toEqual([500, 500, 500, 500, 500, 500]);
    expect(row.lastError).toMatch(/500/);
    expect(postmark.messages).toHaveLength(0);
    const errors = log.entries.filter((e) => e.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.obj).toMatchObject({ outboxId: id, to: 'jo@example.com', attempts: 6 });
    expect(errors[0]!.msg).toBe('e-mail not sent: still failing after 5 retries');
  });

  it('fails an address Postmark calls invalid at once, without retrying', async () => {
    postmark.rejectNext(300);
    const id = await enqueueEmail(database.db, verify('kim@example.com'));

    expect(await worker({ retryDelayMs: 10 }).runOnce()).toBe(0);

    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await outboxRow(id)).lastError).toMatch(/422.*Illegal email address/);
    expect(postmark.requests.map((r) => r.status)).toEqual([422]);
  });

  it('retries an account that may not send right now (422, out of credits)', async () => {
    postmark.rejectNext(405);
    const id = await enqueueEmail(database.db, verify('lou@example.com'));
    worker({ retryDelayMs: 20 }).start();

    await postmark.waitForMessage((m) => m.To === 'lou@example.com');

    expect(postmark.requests.map((r) => r.status)).toEqual([422, 200]);
    await waitFor(async () => ((await outboxRow(id)).status === 'sent' ? true : undefined));
  });

  it('does not send again a mail whose answer was lost, once Postmark shows it has it', async () => {
    postmark.dropNext({ accepted: true });
    const id = await enqueueEmail(database.db, verify('max@example.com'));
    worker({ retryDelayMs: 20 }).start();

    const row = await waitFor(async () => {
      const current = await outboxRow(id);
      return current.status === 'sent' ? current : undefined;
    });

    expect(postmark.messages.map((m) => m.To)).toEqual(['max@example.com']);
    expect(postmark.requests.map((r) => r.status)).toEqual([0]);
    expect(postmark.searches).toHaveLength(1);
    expect(postmark.searches[0]!.query).toContain(`metadata_outboxKey=${row.messageKey}`);
    expect(row).toMatchObject({ attempts: 2, sendInDoubt: false });
    expect(log.entries.some((e) => /found at the provider/.test(e.msg ?? ''))).toBe(true);
  });

  it('asks Postmark, rather than sending blind, while its answers are lost', async () => {
    postmark.outage('drop');
    const id = await enqueueEmail(database.db, verify('mo@example.com'));
    worker({ retryDelayMs: 10, slowRetryDelaysMs: [20, 40] }).start();

    await waitFor(async () => ((await outboxRow(id)).status === 'failed' ? true : undefined));

    // The first send got no answer; each later attempt first asks whether Postmark has it.
    expect(postmark.requests.map((r) => r.status)).toEqual([0]);
    expect(postmark.searches.map((s) => s.status)).toEqual([0, 0, 0, 0, 0]);
  });

  it('sends again a mail whose request was dropped before Postmark took it', async () => {
    postmark.dropNext({ accepted: false });
    const id = await enqueueEmail(database.db, verify('ned@example.com'));
    worker({ retryDelayMs: 20 }).start();

    await postmark.waitForMessage((m) => m.To === 'ned@example.com');
    await waitFor(async () => ((await outboxRow(id)).status === 'sent' ? true : undefined));

    expect(postmark.messages).toHaveLength(1);
    expect(postmark.requests.map((r) => r.status)).toEqual([0, 200]);
    expect(postmark.searches.map((s) => s.status)).toEqual([200]);
  });

  it('looks up a mail whose sender died mid-send before another instance sends it', async () => {
    const id = await enqueueEmail(database.db, verify('ola@example.com'));
    const real = createPostmarkTransport({ serverToken: postmark.token, apiUrl: postmark.url });
    // Postmark takes the mail, then the instance is gone before it records the outcome.
    const dying: MailTransport = {
      send: async (message) => {
        await real.send(message);
        await new Promise(() => {});
      },
    };
    void worker({ transport: dying, leaseMs: 200 }, false).runOnce();
    await postmark.waitForMessage((m) => m.To === 'ola@example.com');

    const survivor = worker();
    await waitFor(async () => ((await survivor.runOnce()) === 1 ? true : undefined));

    expect(postmark.messages).toHaveLength(1);
    expect(postmark.searches).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends account mail before invitations queued earlier', async () => {
    await enqueueEmails(
      database.db,
      ['p1', 'p2', 'p3', 'p4', 'p5'].map((name) => invite(`${name}@example.com`)),
    );
    await enqueueEmail(database.db, verify('quinn@example.com'));

    expect(await worker().runOnce()).toBe(6);

    expect(postmark.messages[0]!.To).toBe('quinn@example.com');
  });
});

describe('postmark transport', () => {
  const message = {
    from: 'a@poker.test',
    to: 'b@poker.test',
    subject: 's',
    html: '<p>h</p>',
    text: 'h',
  };

  it('marks 429 and 5xx retryable and other 4xx not', async () => {
    const transport = createPostmarkTransport({
      serverToken: postmark.token,
      apiUrl: postmark.url,
    });
    postmark.failNext(503);
    await expect(transport.send(message)).rejects.toMatchObject({ retryable: true, status: 503 });
    postmark.failNext(429);
    await expect(transport.send(message)).rejects.toMatchObject({ retryable: true, status: 429 });
    await expect(transport.send({ ...message, to: '' })).rejects.toMatchObject({
      retryable: false,
      status: 422,
    });
  });

  it('treats an unreachable server as retryable', async () => {
    const closed = await startFakePostmark();
    await closed.close();
    const transport = createPostmarkTransport({ serverToken: 't', apiUrl: closed.url });
    const error = await transport.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ retryable: true, status: undefined });
  });
});
