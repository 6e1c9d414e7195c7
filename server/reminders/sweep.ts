// One reminder sweep: claims the events whose reminders are due and, in the same transaction,
// queues a reminder to each player and a summary to the host. The claim and the mail commit
// together, so a crash loses neither half: either both are there (the outbox sends the mail
// whatever happens to this instance), or neither, and the next sweep claims the event again.
import type { Services } from '../services';
import { enqueueEmails, type AnyOutboxMessage } from '../mail/store/outbox';
import { reminderMails, reminderSummaryMail } from './emails';
import * as store from './store';

export interface SweepResult {
  /** Events whose reminders were queued. */
  events: number;
  /** Mails queued: players' reminders and hosts' summaries. */
  mails: number;
}

/** Events claimed per transaction: a night with many games is swept in several short ones. */
const BATCH = 50;

async function sweepBatch(services: Services, now: Date): Promise<SweepResult> {
  return services.db.transaction(async (tx) => {
    const claimed = await store.claimDueEvents(tx, now, BATCH);
    if (claimed.length === 0) return { events: 0, mails: 0 };
    const ids = claimed.map((event) => event.id);
    const [players, hosts, waitlists] = await Promise.all([
      store.playersOf(tx, ids),
      store.hostsOf(
        tx,
        claimed.map((event) => event.ownerId),
      ),
      store.waitlistCounts(tx, ids),
    ]);
    const mails: AnyOutboxMessage[] = [];
    for (const event of claimed) {
      // Always there: deleting a user deletes their events.
      const host = hosts.get(event.ownerId);
      if (!host) continue;
      const playing = players.filter((player) => player.eventId === event.id);
      // The host plays too; their summary is their reminder, so they get one mail, not two.
      const others = playing.filter((player) => player.userId !== event.ownerId);
      const figures = { seatsTaken: playing.length, waitlisted: waitlists.get(event.id) ?? 0 };
      mails.push(...reminderMails(services, event, host, others, now));
      mails.push(reminderSummaryMail(services, event, host, figures, now));
    }
    await enqueueEmails(tx, mails);
    return { events: claimed.length, mails: mails.length };
  });
}

/** Sweeps until nothing is due; returns what was queued. */
export async function sweepReminders(services: Services, now: Date): Promise<SweepResult> {
  const total: SweepResult = { events: 0, mails: 0 };
  for (;;) {
    const batch = await sweepBatch(services, now);
    total.events += batch.events;
    total.mails += batch.mails;
    if (batch.events < BATCH) break;
  }
  if (total.mails > 0) services.mail.wake();
  return total;
}
