// Creating an event: validated by core/events.ts, written in one transaction with its host, the
// players of a game recorded after the fact, and the invitations of an upcoming one. A weekly
// series (series.ts) and Run it again (duplicate.ts) create each of their events through the same
// two steps, so every event is created, checked and invited the same way.
import { DEFAULT_REMINDER_HOURS, validateEventDraft } from '../../core/events';
import { hasStarted } from '../../core/lifecycle';
import { personName } from '../../core/people';
import type { Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { EventRow, UserRow } from '../../db/schema';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { badInput, conflict, forbidden } from '../errors';
import type { CreateEventInput } from '../graphql/generated/resolvers-types';
import { requireInviteCount } from '../mail';
import { inviteAddresses } from './invitations';
import { eventMessages } from './messages';
import { publishEventChange } from './notify';
import { invitableAmong } from './queries';
import * as store from './store';

/** A new event as its input asked for it, once core's rules have passed it. */
export interface NewEvent {
  title: string;
  description: string | null;
  startsAt: Date;
  location: string;
  buyInCents: number;
  maxPlayers: number;
  reminderHoursBefore: number;
  kind: 'tournament' | 'cash';
  groupId: string | null;
  /** Whether it has already started (a group game recorded after the fact). */
  started: boolean;
  inviteUserIds: string[];
  playerIds: string[];
}

/**
 * Checks a new event's input by core's rules, before any write (BAD_USER_INPUT, CONFLICT). With
 * `futureOnly`, a group event's date must be in the future too, as for any other: a series and
 * Run it again create games to be played, not results of games past.
 */
export function checkNewEvent(
  host: Pick<UserRow, 'id'>,
  input: CreateEventInput,
  options: { futureOnly?: boolean } = {},
): NewEvent {
  const draft = {
    title: input.title.trim(),
    startsAt: input.startsAt,
    location: input.location.trim(),
    buyInCents: input.buyInCents,
    maxPlayers: input.maxPlayers,
    hasGroup: Boolean(input.groupId) && !options.futureOnly,
    reminderHoursBefore: input.reminderHoursBefore,
  };
  const problem = validateEventDraft(draft);
  if (problem) throw badInput(problem);
  requireInviteCount((input.inviteUserIds?.length ?? 0) + (input.playerIds?.length ?? 0));
  // A game recorded after the fact (a group event may start in the past, docs/product.md §5) is never open
  // to joining, so who played comes with it, and invitations to it would be mail about the past.
  const started = hasStarted(draft.startsAt);
  if (started && input.inviteUserIds?.length) throw badInput(eventMessages.inviteToStarted);
  if (!started && input.playerIds?.length) throw badInput(eventMessages.playersBeforeStart);
  const playerIds = [...new Set(input.playerIds ?? [])].filter((id) => id !== host.id);
  if (1 + playerIds.length > draft.maxPlayers) throw conflict(eventMessages.full);
  return {
    title: draft.title,
    description: input.description?.trim() || null,
    startsAt: draft.startsAt,
    location: draft.location,
    buyInCents: draft.buyInCents,
    maxPlayers: draft.maxPlayers,
    reminderHoursBefore: input.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS,
    kind: input.kind ?? 'tournament',
    groupId: input.groupId ?? null,
    started,
    inviteUserIds: [...new Set(input.inviteUserIds ?? [])].filter((id) => id !== host.id),
    playerIds,
  };
}

/**
 * Writes a checked event in the caller's transaction: the host first, then the players of a game
 * already played, or the invitations of an upcoming one (the group's other members and the
 * chosen people, one invitation mail each). The caller wakes the mail worker after the commit.
 */
export async function insertNewEvent(
  ctx: Pick<DomainContext, 'services'>,
  tx: Tx,
  host: UserRow,
  plan: NewEvent,
): Promise<EventRow> {
  let groupEmails: string[] = [];
  if (plan.groupId) {
    const members = await store.groupMembersOf(tx, plan.groupId);
    // Any member may create an event for the group; its other members are invited.
    if (!members.some((m) => m.userId === host.id)) throw forbidden(eventMessages.groupAccess);
    groupEmails = members.filter((m) => m.userId !== host.id).flatMap((m) => m.email ?? []);
  }
  // An id that does not exist gets the same answer as a stranger's: ids reveal nothing.
  const invitees = await invitableAmong(tx, host.id, plan.inviteUserIds.filter(isUuid));
  if (invitees.length !== plan.inviteUserIds.length) {
    throw badInput(eventMessages.inviteesNotKnown);
  }
  const players = await invitableAmong(tx, host.id, plan.playerIds.filter(isUuid));
  if (players.length !== plan.playerIds.length) throw badInput(eventMessages.inviteesNotKnown);

  const created = await store.insertEvent(tx, {
    title: plan.title,
    description: plan.description,
    startsAt: plan.startsAt,
    location: plan.location,
    buyInCents: plan.buyInCents,
    maxPlayers: plan.maxPlayers,
    reminderHoursBefore: plan.reminderHoursBefore,
    kind: plan.kind,
    ownerId: host.id,
    groupId: plan.groupId,
  });
  if (plan.groupId) {
    await recordActivity(tx, {
      groupId: plan.groupId,
      actorId: host.id,
      summary: `${personName(host)} created ${created.title}`,
    });
  }
  // The host first: players are listed in joining order.
  await store.addPlayers(tx, created.id, [host.id]);
  await store.addPlayers(
    tx,
    created.id,
    players.map((p) => p.id),
  );
  if (!plan.started) {
    await inviteAddresses(ctx, tx, created, host, [
      ...new Set([...groupEmails, ...invitees.flatMap((i) => i.email ?? [])]),
    ]);
  }
  return created;
}

export async function createEvent(ctx: DomainContext, input: CreateEventInput): Promise<EventRow> {
  const host = ctx.requireMember();
  const plan = checkNewEvent(host, input);
  const event = await ctx.db.transaction((tx) => insertNewEvent(ctx, tx, host, plan));
  ctx.services.mail.wake();
  await publishEventChange(ctx, event.id);
  return event;
}
