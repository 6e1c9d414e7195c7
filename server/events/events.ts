// Event writes: create, join (also accepting an invitation), leave, decline, invite, withdraw an
// invitation, cancel, winners. Each checks the viewer's role, validates with core/, writes in
// one transaction holding the event row lock (so capacity can never be overbooked), then
// announces the change after commit.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { inviteMessages } from '../../core/email';
import { validateEventDraft } from '../../core/events';
import { canRecordResults, hasStarted, isOpen, lifecycleMessages } from '../../core/lifecycle';
import { formatEventDateWithZone, formatMoney } from '../../core/format';
import { validateWinners } from '../../core/winners';
import type { Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  eventInvites,
  eventPlayers,
  events,
  eventTables,
  eventWinners,
  groupMembers,
  seatReservations,
  users,
  type EventRow,
  type UserRow,
} from '../../db/schema';
import { badInput, conflict, forbidden, notFound } from '../errors';
import { parseInvitees, queueInvitations, requireInviteCount } from '../mail/invitations';
import { enqueueEmails } from '../mail/outbox';
import { appLink, type Services } from '../services';
import { eventErrors, requireHost } from './access';
import { stateOf } from './lifecycle';
import { audienceOf, publishEventChange } from './notify';
import { invitableAmong } from './queries';
import { lockEvent } from './store';

export interface CreateEventInput {
  title: string;
  startsAt: Date;
  location: string;
  buyInCents: number;
  maxPlayers: number;
  groupId?: string | null;
  description?: string | null;
  inviteUserIds?: readonly string[] | null;
  playerIds?: readonly string[] | null;
}

async function playerIdsOf(tx: Tx, eventId: string) {
  const rows = await tx
    .select({ userId: eventPlayers.userId })
    .from(eventPlayers)
    .where(eq(eventPlayers.eventId, eventId));
  return rows.map((r) => r.userId);
}

/**
 * Invites the addresses that are not already playing and e-mails the newly invited ones; returns
 * every address that now holds an invitation (an existing one is not e-mailed again).
 */
async function invite(
  tx: Tx,
  services: Services,
  event: EventRow,
  host: UserRow,
  emails: string[],
) {
  const playerEmails = await tx
    .select({ email: users.email })
    .from(eventPlayers)
    .innerJoin(users, eq(users.id, eventPlayers.userId))
    .where(eq(eventPlayers.eventId, event.id));
  const candidates = emails.filter((e) => !playerEmails.some((p) => p.email === e));
  if (candidates.length === 0) return [];
  const inserted = await tx
    .insert(eventInvites)
    .values(candidates.map((email) => ({ eventId: event.id, email })))
    .onConflictDoNothing()
    .returning({ email: eventInvites.email });
  const props = {
    eventTitle: event.title,
    eventDate: formatEventDateWithZone(event.startsAt, host.timezone),
    eventLocation: event.location,
    eventBuyIn: formatMoney(event.buyInCents),
    eventLink: appLink(services, `/event/${event.id}`),
    inviterName: host.displayName || host.email,
  };
  if (inserted.length > 0) {
    await queueInvitations(
      tx,
      host.id,
      inserted.map(({ email }) => ({
        template: 'eventInvite' as const,
        to: email,
        replyTo: host.email,
        props,
      })),
    );
  }
  return candidates;
}

export async function createEvent(
  services: Services,
  host: UserRow,
  input: CreateEventInput,
): Promise<EventRow> {
  const draft = {
    title: input.title.trim(),
    startsAt: input.startsAt,
    location: input.location.trim(),
    buyInCents: input.buyInCents,
    maxPlayers: input.maxPlayers,
    hasGroup: Boolean(input.groupId),
  };
  const problem = validateEventDraft(draft);
  if (problem) throw badInput(problem);
  requireInviteCount((input.inviteUserIds?.length ?? 0) + (input.playerIds?.length ?? 0));
  // A game recorded after the fact (a group event may start in the past, SPEC §5) is never open
  // to joining, so who played comes with it, and invitations to it would be mail about the past.
  const started = hasStarted(draft.startsAt);
  if (started && input.inviteUserIds?.length) throw badInput(eventErrors.inviteToStarted);
  if (!started && input.playerIds?.length) throw badInput(eventErrors.playersBeforeStart);
  const playerIds = [...new Set(input.playerIds ?? [])].filter((id) => id !== host.id);
  if (1 + playerIds.length > draft.maxPlayers) throw conflict(eventErrors.full);
  const groupId = input.groupId ?? null;
  const event = await services.db.transaction(async (tx) => {
    let groupEmails: string[] = [];
    if (groupId) {
      const members = isUuid(groupId)
        ? await tx
            .select({ userId: groupMembers.userId, email: users.email })
            .from(groupMembers)
            .innerJoin(users, eq(users.id, groupMembers.userId))
            .where(eq(groupMembers.groupId, groupId))
        : [];
      // Any member may create an event for the group; its other members are invited.
      if (!members.some((m) => m.userId === host.id)) throw forbidden(eventErrors.groupAccess);
      groupEmails = members.filter((m) => m.userId !== host.id).map((m) => m.email);
    }
    const inviteIds = [...new Set(input.inviteUserIds ?? [])].filter((id) => id !== host.id);
    // An id that does not exist gets the same answer as a stranger's: ids reveal nothing.
    const invitees = await invitableAmong(tx, host.id, inviteIds.filter(isUuid));
    if (invitees.length !== inviteIds.length) throw badInput(eventErrors.inviteesNotKnown);
    const players = await invitableAmong(tx, host.id, playerIds.filter(isUuid));
    if (players.length !== playerIds.length) throw badInput(eventErrors.inviteesNotKnown);

    const [created] = await tx
      .insert(events)
      .values({
        title: draft.title,
        description: input.description?.trim() || null,
        startsAt: draft.startsAt,
        location: draft.location,
        buyInCents: draft.buyInCents,
        maxPlayers: draft.maxPlayers,
        ownerId: host.id,
        groupId,
      })
      .returning();
    // The host first: players are listed in joining order.
    await tx.insert(eventPlayers).values({ eventId: created!.id, userId: host.id });
    if (players.length > 0) {
      await tx
        .insert(eventPlayers)
        .values(players.map((p) => ({ eventId: created!.id, userId: p.id })));
    }
    if (!started) {
      await invite(tx, services, created!, host, [
        ...new Set([...groupEmails, ...invitees.map((i) => i.email)]),
      ]);
    }
    return created!;
  });
  services.mail.wake();
  await publishEventChange(services, event.id);
  return event;
}

export async function joinEvent(
  services: Services,
  user: UserRow,
  eventId: string,
): Promise<EventRow> {
  const event = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const playerIds = await playerIdsOf(tx, eventId);
    if (playerIds.includes(user.id)) return event; // joining twice is harmless
    if (!isOpen(stateOf(event))) throw badInput(eventErrors.closed);
    if (playerIds.length >= event.maxPlayers) throw conflict(eventErrors.full);
    await tx.insert(eventPlayers).values({ eventId, userId: user.id });
    await tx
      .delete(eventInvites)
      .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.email, user.email)));
    return event;
  });
  await publishEventChange(services, eventId, [user.id]);
  return event;
}

export async function leaveEvent(
  services: Services,
  user: UserRow,
  eventId: string,
): Promise<EventRow> {
  const event = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.ownerId === user.id) throw forbidden(eventErrors.hostCannotLeave);
    // Once the game has started, who played is history (and who may be a winner).
    if (!isOpen(stateOf(event))) throw badInput(eventErrors.closed);
    const removed = await tx
      .delete(eventPlayers)
      .where(and(eq(eventPlayers.eventId, eventId), eq(eventPlayers.userId, user.id)))
      .returning();
    if (removed.length === 0) throw forbidden(eventErrors.notAPlayer);
    const tableIds = tx
      .select({ id: eventTables.id })
      .from(eventTables)
      .where(eq(eventTables.eventId, eventId));
    await tx
      .delete(seatReservations)
      .where(
        and(inArray(seatReservations.tableId, tableIds), eq(seatReservations.userId, user.id)),
      );
    return event;
  });
  await publishEventChange(services, eventId, [user.id]);
  return event;
}

export async function declineEventInvite(services: Services, user: UserRow, eventId: string) {
  if (!isUuid(eventId)) throw notFound(eventErrors.notFound);
  const [event] = await services.db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(eventErrors.notFound);
  await services.db
    .delete(eventInvites)
    .where(and(eq(eventInvites.eventId, eventId), eq(eventInvites.email, user.email)));
  await publishEventChange(services, eventId, [user.id]);
}

export async function inviteToEvent(
  services: Services,
  host: UserRow,
  eventId: string,
  rawEmails: string,
) {
  const { valid, invalid } = parseInvitees(rawEmails);
  const invited = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    requireHost(event, host);
    if (!isOpen(stateOf(event))) throw badInput(eventErrors.closed);
    if (valid.length === 0) throw badInput(inviteMessages.noneValid);
    return invite(tx, services, event, host, valid);
  });
  services.mail.wake();
  await publishEventChange(services, eventId);
  return { invited, skipped: invalid };
}

export async function removeEventInvite(
  services: Services,
  host: UserRow,
  eventId: string,
  email: string,
) {
  const event = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    requireHost(event, host);
    await tx
      .delete(eventInvites)
      .where(
        and(eq(eventInvites.eventId, eventId), eq(eventInvites.email, email.trim().toLowerCase())),
      );
    return event;
  });
  await publishEventChange(services, eventId, [], [email.trim().toLowerCase()]);
  return event;
}

/** E-mails every player but the host and every invited address, then deletes the event. */
export async function cancelEvent(services: Services, host: UserRow, eventId: string) {
  const audience = await audienceOf(services.db, eventId);
  await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    requireHost(event, host);
    // A started event is history: cancelling would mail "cancelled" about a game that was
    // played, and erase its winners and everyone's stats.
    if (!isOpen(stateOf(event))) throw badInput(eventErrors.closed);
    const players = await tx
      .select({ email: users.email })
      .from(eventPlayers)
      .innerJoin(users, eq(users.id, eventPlayers.userId))
      .where(and(eq(eventPlayers.eventId, eventId), ne(eventPlayers.userId, host.id)));
    const invited = await tx
      .select({ email: eventInvites.email })
      .from(eventInvites)
      .where(eq(eventInvites.eventId, eventId));
    const recipients = [...new Set([...players, ...invited].map((r) => r.email))];
    const props = {
      eventTitle: event.title,
      eventDate: formatEventDateWithZone(event.startsAt, host.timezone),
      eventLocation: event.location,
      dashboardLink: appLink(services, '/dashboard'),
    };
    if (recipients.length > 0) {
      await enqueueEmails(
        tx,
        recipients.map((to) => ({
          template: 'eventCancelled' as const,
          to,
          replyTo: host.email,
          props,
        })),
      );
    }
    await tx.delete(events).where(eq(events.id, eventId));
  });
  services.mail.wake();
  await services.pubsub.publish(...audience);
}

export interface WinnerInput {
  place: number;
  userId: string;
  prizeCents: number;
}

export async function setWinners(
  services: Services,
  host: UserRow,
  eventId: string,
  winners: WinnerInput[],
) {
  const problem = validateWinners(winners);
  const event = await services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    requireHost(event, host);
    if (!canRecordResults(stateOf(event))) throw badInput(lifecycleMessages.winnersBeforeStart);
    if (problem) throw badInput(problem);
    const playerIds = await playerIdsOf(tx, eventId);
    if (winners.some((w) => !playerIds.includes(w.userId)))
      throw badInput(eventErrors.winnersMustPlay);
    await tx.delete(eventWinners).where(eq(eventWinners.eventId, eventId));
    await tx.insert(eventWinners).values(winners.map((w) => ({ eventId, ...w })));
    const [updated] = await tx
      .update(events)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(events.id, eventId))
      .returning();
    return updated!;
  });
  await publishEventChange(services, eventId);
  return event;
}
