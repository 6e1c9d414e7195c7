// Mail that does not give up (issue 8, finding 12), through the public API against the fake
// Postmark: past the product's three quick retries the worker keeps trying on a slow schedule, so an
// outage loses nothing; a mail is failed (and logged) only when the schedule runs out, or at
// once when Postmark refuses it for good. The schedule is shortened here; the real one is
// unit-tested in server/mail/worker.test.ts.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import type { MailLogger } from '../../server/mail';
import { seededApp } from '../support/seed';
import { eventually } from '../support/wait';

/** Quick retries 20 ms apart, then 100, 200, 400 and 800 ms: 8 attempts in all. */
const SLOW_RETRIES = [100, 200, 400, 800];

const logged: { level: keyof MailLogger; obj: object; msg?: string }[] = [];
const logger: MailLogger = {
  info: (obj, msg) => logged.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => logged.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => logged.push({ level: 'error', obj, msg }),
};

const app = seededApp({
  mailWorker: { retryDelayMs: 20, slowRetryDelaysMs: SLOW_RETRIES, logger },
});
beforeEach(() => {
  app.t.postmark.recover();
});

async function verificationRow(email: string) {
  const [row] = await app.t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'verifyEmail')));
  if (!row) throw new Error(`no verification mail queued for ${email}`);
  return row;
}

const requestsTo = (email: string) => app.t.postmark.requests.filter((r) => r.to === email);

describe('mail through a Postmark outage', () => {
  it('delivers a verification mail once Postmark recovers from an outage longer than the quick retries', async () => {
    app.t.postmark.outage(503);
    const person = await app.t.register('patient');

    // Past the product's four quick attempts, and still waiting rather than given up.
    await eventually(() => requestsTo(person.email).length >= 6, { timeoutMs: 15_000 });
    expect((await verificationRow(person.email)).status).toBe('pending');
    app.t.postmark.recover();

    await app.t.postmark.waitForMessage((m) => m.To === person.email);
    await eventually(async () => (await verificationRow(person.email)).status === 'sent', {
      timeoutMs: 15_000,
    });
    expect(app.t.postmark.messages.filter((m) => m.To === person.email)).toHaveLength(1);
    expect((await verificationRow(person.email)).attempts).toBeGreaterThanOrEqual(7);
  });

  it('marks a mail failed and logs it once the slow schedule runs out', async () => {
    app.t.postmark.outage(500);
    const person = await app.t.register('unlucky');

    await eventually(async () => (await verificationRow(person.email)).status === 'failed', {
      timeoutMs: 15_000,
    });

    const row = await verificationRow(person.email);
    expect(row.attempts).toBe(1 + 3 + SLOW_RETRIES.length);
    expect(row.lastError).toMatch(/500/);
    expect(requestsTo(person.email).map((r) => r.status)).toEqual(Array(8).fill(500));
    const errors = logged.filter(
      (e) => e.level === 'error' && (e.obj as { to?: string }).to === person.email,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toBe('e-mail not sent: still failing after 7 retries');
    expect(errors[0]!.obj).toMatchObject({
      outboxId: row.id,
      template: 'verifyEmail',
      attempts: 8,
    });
  });

  it('fails a mail at once when Postmark refuses the recipient for good (422)', async () => {
    app.t.postmark.rejectNext(406);
    const person = await app.t.register('bounced');

    await eventually(async () => (await verificationRow(person.email)).status === 'failed', {
      timeoutMs: 15_000,
    });

    expect(await verificationRow(person.email)).toMatchObject({ attempts: 1 });
    expect(requestsTo(person.email).map((r) => r.status)).toEqual([422]);
    expect(
      logged.some(
        (e) =>
          e.level === 'error' &&
          (e.obj as { to?: string }).to === person.email &&
          e.msg === 'e-mail not sent: the provider refused it',
      ),
    ).toBe(true);
  });
});
