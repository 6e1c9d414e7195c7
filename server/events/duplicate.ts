// Run it again (issue 12): a new event like an earlier one — title, notes, location, buy-in, cap,
// group, tables and reminder — on a new date, created through the create path (create.ts), so it
// is checked and invited as any new event is: its previous players get the usual invitation.
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { notFound } from '../errors';
import { requireHost } from './access';
import { checkNewEvent, insertNewEvent } from './create';
import { eventMessages } from './messages';
import { publishEventChange } from './notify';
import * as store from './store';

export async function duplicateEvent(
  ctx: DomainContext,
  eventId: string,
  startsAt: Date,
): Promise<EventRow> {
  const host = ctx.requireMember();
  const created = await ctx.db.transaction(async (tx) => {
    const source = await store.findEvent(tx, eventId);
    if (!source) throw notFound(eventMessages.notFound);
    requireHost(source, host);
    const playerIds = await store.playerIdsOf(tx, eventId);
    const tables = await store.tablesOfEvents(tx, [eventId]);
    // The host's own players are always among their previous attendees, whom createEvent's
    // inviteUserIds take; a group event invites the group's members as well.
    const plan = checkNewEvent(
      host,
      {
        title: source.title,
        description: source.description,
        startsAt,
        location: source.location,
        buyInCents: source.buyInCents,
        maxPlayers: source.maxPlayers,
        reminderHoursBefore: source.reminderHoursBefore,
        groupId: source.groupId,
        kind: source.kind,
        inviteUserIds: playerIds,
      },
      { futureOnly: true },
    );
    const created = await insertNewEvent(ctx, tx, host, plan);
    await store.insertTables(
      tx,
      created.id,
      tables.map((t) => ({ name: t.name, maxSeats: t.maxSeats })),
    );
    return created;
  });
  ctx.services.mail.wake();
  await publishEventChange(ctx, created.id);
  return created;
}
