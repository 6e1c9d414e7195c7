// Whoever runs an event adds a player themselves (issue 28): someone they know — who shares a
// group with them or has played with them before, as for invitations — to an event that is not
// completed, also once it has started (a friend who turns up at 8:30). A running game night
// enters them as it enters any late joiner (core/tournament.ts reconcileEntries). The player
// cap still holds: the host raises it to seat more.
import type { AccountRow } from '../../db/account';
import type { Tx } from '../../db/client';
import type { EventRow, UserRow } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { viewerUser, type DomainContext } from '../context';
import { viewerManagesEvent } from '../groups';
import { conflict, forbidden, notFound } from '../errors';
import { requireManagerAction } from './access';
import { eventMessages } from './messages';
import { publishEventChange } from './notify';
import * as store from './store';

/** At most this many people are offered to pick from (names only). */
const ADDABLE_LIMIT = 200;

export async function addEventPlayer(
  ctx: DomainContext,
  input: { eventId: string; userId: string },
): Promise<EventRow> {
  const host = ctx.requireMember();
  const { eventId, userId } = input;
  const { event, added } = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    await requireManagerAction(tx, event, host, 'addPlayer');
    const playerIds = await store.playerIdsOf(tx, eventId);
    if (playerIds.includes(userId)) return { event, added: false }; // a second tap is harmless
    const [person] = isUuid(userId) ? await store.knownPeopleAmong(tx, host.id, [userId]) : [];
    if (!person) throw notFound(eventMessages.playerNotKnown);
    if (!isMember(person)) throw forbidden(eventMessages.playerNotKnown);
    if (playerIds.length >= event.maxPlayers) throw conflict(eventMessages.full);
    await store.addPlayers(tx, eventId, [userId]);
    if (person.email) await store.removeInvite(tx, eventId, person.email);
    await store.removeFromWaitlist(tx, eventId, [userId]);
    return { event, added: true };
  });
  if (added) await publishEventChange(ctx, eventId, [userId]);
  return event;
}

/**
 * Adds a player whom another domain finds or makes (a guest: server/guests/add.ts) under the
 * same rules as any walk-in: whoever runs the event, not completed, within the cap. `pick` runs
 * in the event's own transaction, after those checks, so a refused add (a full event) leaves
 * nothing it made behind. A second add of the same player changes nothing (addedId null).
 */
export async function addPickedPlayer(
  ctx: DomainContext,
  eventId: string,
  pick: (tx: Tx, event: EventRow, host: AccountRow) => Promise<UserRow>,
): Promise<{ event: EventRow; addedId: string | null }> {
  const host = ctx.requireMember();
  const added = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    await requireManagerAction(tx, event, host, 'addPlayer');
    const player = await pick(tx, event, host);
    const playerIds = await store.playerIdsOf(tx, event.id);
    if (playerIds.includes(player.id)) return { event, addedId: null };
    if (playerIds.length >= event.maxPlayers) throw conflict(eventMessages.full);
    await store.addPlayers(tx, event.id, [player.id]);
    return { event, addedId: player.id };
  });
  if (added.addedId) await publishEventChange(ctx, eventId);
  return added;
}

/** Whom the viewer may add to the event: people they know who do not play in it yet. */
export async function addablePlayersOf(ctx: DomainContext, event: EventRow): Promise<UserRow[]> {
  const viewer = viewerUser(ctx);
  if (!viewer || event.status === 'completed') return [];
  if (!(await viewerManagesEvent(ctx, event))) return [];
  const playerIds = new Set(await ctx.loaders.events.playerIds.load(event.id));
  const known = await store.previousAttendeesAndGroupMatesOf(ctx.db, viewer.id, ADDABLE_LIMIT);
  return known.filter((person) => !playerIds.has(person.id) && isMember(person));
}

/** A person who can play: a verified address and a display name (what requireMember asks). */
const isMember = (person: UserRow) => person.emailVerified && person.displayName.trim() !== '';
