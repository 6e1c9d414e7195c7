// The guest an event's runner adds (addGuestPlayer, docs/product.md "Guests"): an existing guest
// of the event's scope by id, or one by name — the scope's guest of that name if there is one,
// so the group keeps one "Dave" across all its nights, else a new guest. Found or made inside the
// event's transaction (server/events/walk-ins.ts addPickedPlayer), which checks the runner and
// the player cap first, so a refused add (a full event) leaves no new guest behind.
import { guestMessages, guestNameProblem } from '../../core/guests';
import type { Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { EventRow, UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput, notFound } from '../errors';
import { addPickedPlayer } from '../events';
import { topics } from '../realtime';
import { inScope, scopeOfEvent } from './access';
import * as store from './store/guests';

export async function addGuestPlayer(
  ctx: DomainContext,
  input: { eventId: string; displayName?: string | null; guestId?: string | null },
): Promise<EventRow> {
  const { event, addedId } = await addPickedPlayer(ctx, input.eventId, (tx, event, host) =>
    guestForEvent(tx, event, host, input),
  );
  // The group page lists the group's guests: a new one appears there too.
  if (addedId && event.groupId) await ctx.services.pubsub.publish(topics.group(event.groupId));
  return event;
}

async function guestForEvent(
  tx: Tx,
  event: Pick<EventRow, 'groupId' | 'ownerId'>,
  by: Pick<UserRow, 'id'>,
  input: { displayName?: string | null; guestId?: string | null },
): Promise<UserRow> {
  const scope = scopeOfEvent(event);
  const { displayName, guestId } = input;
  if ((displayName == null) === (guestId == null)) throw badInput(guestMessages.nameOrGuest);
  if (guestId != null) {
    const guest = isUuid(guestId) ? await store.lockGuest(tx, guestId) : null;
    if (!guest || guest.claimedBy || !inScope(guest, scope)) throw notFound(guestMessages.notFound);
    return guest;
  }
  const problem = guestNameProblem(displayName!);
  if (problem) throw badInput(problem);
  const name = displayName!.trim();
  return (
    (await store.guestNamed(tx, scope, name)) ??
    store.insertGuest(tx, { displayName: name, scope, createdBy: by.id })
  );
}
