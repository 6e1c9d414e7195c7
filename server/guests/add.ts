// The guest an event's runner adds (addGuestPlayer, docs/product.md "Guests"): an existing guest
// of the event's scope by id, or one by name — the scope's guest of that name if there is one,
// so the group keeps one "Dave" across all its nights, else a new guest. Runs inside the
// event's transaction (server/events/walk-ins.ts), which checks the runner and the player cap.
import { guestMessages, guestNameProblem } from '../../core/guests';
import type { Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { EventRow, UserRow } from '../../db/schema';
import { badInput, notFound } from '../errors';
import { inScope, scopeOfEvent } from './access';
import * as store from './store/guests';

export async function guestForEvent(
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
