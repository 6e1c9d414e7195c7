// One reminder sweep: claims the host summaries and the player reminders that are due and, in the
// same transaction, queues their mails. The claim and the mail commit together, so a crash loses
// neither half: either both are there (the outbox sends the mail whatever happens to this
// instance), or neither, and the next sweep claims them again.
//
// Summaries and players are claimed apart (the events store's reminder-claims.ts): a player who
// joins after the event's reminder time is reminded at the next sweep, and the host's summary
// counts the table as it is at its own time, which for an event created inside its window waits
// a few minutes.
import { claimDuePlayers, claimDueSummaries } from '../events';
import type { Services } from '../services';
import { enqueueEmails, type AnyOutboxMessage } from '../mail';
import { reminderMail, reminderSummaryMail } from './emails';
import * as store from './store';

export interface SweepResult {
  /** Events reminders or summaries were queued about. */
  events: number;
  /** Mails queued: players' reminders and hosts' summaries. */
  mails: number;
}

/** Claims per transaction: a night with many games is swept in several short ones. */
const BATCH = 50;

interface Batch {
  /** What was claimed (a batch smaller than BATCH was the last). */
  claimed: number;
  eventIds: string[];
  mails: number;
}

async function summaryBatch(services: Services, now: Date): Promise<Batch> {
  return services.db.transaction(async (tx) => {
    const claimed = await claimDueSummaries(tx, now, BATCH);
    if (claimed.length === 0) return { claimed: 0, eventIds: [], mails: 0 };
    const ids = claimed.map((event) => event.id);
    const [seats, hosts, waitlists] = await Promise.all([
      store.playerCounts(tx, ids),
      store.peopleByIds(
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
      const figures = {
        seatsTaken: seats.get(event.id) ?? 0,
        waitlisted: waitlists.get(event.id) ?? 0,
      };
      mails.push(reminderSummaryMail(services, event, host, figures, now));
    }
    await enqueueEmails(tx, mails);
    return { claimed: claimed.length, eventIds: ids, mails: mails.length };
  });
}

async function playerBatch(services: Services, now: Date): Promise<Batch> {
  return services.db.transaction(async (tx) => {
    const claimed = await claimDuePlayers(tx, now, BATCH);
    if (claimed.length === 0) return { claimed: 0, eventIds: [], mails: 0 };
    const eventIds = [...new Set(claimed.map((pair) => pair.eventId))];
    const events = await store.eventsByIds(tx, eventIds);
    const people = await store.peopleByIds(tx, [
      ...claimed.map((pair) => pair.userId),
      ...[...events.values()].map((event) => event.ownerId),
    ]);
    const mails: AnyOutboxMessage[] = [];
    for (const { eventId, userId } of claimed) {
      const event = events.get(eventId)!;
      const player = people.get(userId);
      const host = people.get(event.ownerId);
      if (player && host) mails.push(reminderMail(services, event, host, player, now));
    }
    await enqueueEmails(tx, mails);
    return { claimed: claimed.length, eventIds, mails: mails.length };
  });
}

/** Sweeps until nothing is due; returns what was queued. */
export async function sweepReminders(services: Services, now: Date): Promise<SweepResult> {
  const events = new Set<string>();
  let mails = 0;
  for (const batch of [summaryBatch, playerBatch]) {
    for (;;) {
      const done = await batch(services, now);
      done.eventIds.forEach((id) => events.add(id));
      mails += done.mails;
      if (done.claimed < BATCH) break;
    }
  }
  if (mails > 0) services.mail.wake();
  return { events: events.size, mails };
}
