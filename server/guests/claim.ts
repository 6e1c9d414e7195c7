// Claiming a guest (docs/product.md, "Guests"): the holder of the address a claim link was sent
// to takes the guest's games, results, seats and money over, all at once in one transaction,
// and joins the guest's group. A guest is claimed once; a claim that would give one person two
// places in an event, or a payment to themself, is refused and changes nothing.
import { guestMessages } from '../../core/guests';
import { personName } from '../../core/people';
import type { AccountRow } from '../../db/account';
import { recordActivity } from '../activity';
import { hashToken } from '../shared/token';
import type { DomainContext } from '../context';
import { badInput, conflict, forbidden } from '../errors';
import { handOverCashRows } from '../cash-games';
import { handOverEventRows } from '../events';
import { addClaimingMember, publishGroupChange } from '../groups';
import { handOverPayments } from '../settle-up';
import { handOverTournamentRows } from '../tournaments';
import * as claims from './store/traces';
import type { ClaimOffer } from './models';
import { publishGuestChange } from './notify';
import * as store from './store/guests';

/** What the link offers the viewer, or null when it is not theirs to use. */
export async function claimOfferFor(ctx: DomainContext, code: string): Promise<ClaimOffer | null> {
  const me = ctx.requireMember();
  const claim = await store.openClaim(ctx.db, hashToken(code), new Date());
  if (!claim || claim.email !== me.email) return null;
  const guest = await store.guestById(ctx.db, claim.guestId);
  if (!guest || guest.claimedBy) return null;
  const gamesPlayed = await claims.eventCountOf(ctx.db, guest.id);
  return { guest, gamesPlayed, groupId: guest.guestGroupId };
}

export async function claimGuest(
  ctx: DomainContext,
  { code }: { code: string },
): Promise<AccountRow> {
  const me = ctx.requireMember();
  const now = new Date();
  const { guest, eventIds, joined } = await ctx.db.transaction(async (tx) => {
    const claim = await store.openClaim(tx, hashToken(code), now);
    if (!claim) throw badInput(guestMessages.claimInvalid);
    if (claim.email !== me.email) throw forbidden(guestMessages.claimOtherAddress);
    const guest = await store.lockGuest(tx, claim.guestId);
    if (!guest) throw badInput(guestMessages.claimInvalid);
    if (guest.claimedBy) throw conflict(guestMessages.alreadyClaimed);
    const shared = await claims.sharedEventTitle(tx, guest.id, me.id);
    if (shared) throw conflict(guestMessages.claimSamePlayedEvent(shared));
    if (await claims.paymentsBetween(tx, guest.id, me.id)) {
      throw conflict(guestMessages.claimPaymentsBetween);
    }
    if (!(await store.useClaim(tx, claim.id, now))) throw badInput(guestMessages.claimInvalid);
    const eventIds = await claims.eventIdsPlayed(tx, guest.id);
    // Every row that says the guest played, sat, won, bought in, cashed out, paid or was paid
    // is re-pointed at the claiming account, by each table's own store, in this transaction.
    await handOverEventRows(tx, guest.id, me.id);
    await handOverTournamentRows(tx, guest.id, me.id);
    await handOverCashRows(tx, guest.id, me.id);
    await handOverPayments(tx, guest.id, me.id);
    await store.markClaimed(tx, guest.id, me.id);
    let joined = false;
    if (guest.guestGroupId) {
      joined = await addClaimingMember(tx, guest.guestGroupId, me.id);
      await recordActivity(tx, {
        groupId: guest.guestGroupId,
        actorId: me.id,
        summary: `${personName(me)} took over the games of guest ${guest.displayName}`,
      });
    }
    return { guest, eventIds, joined };
  });
  await publishGuestChange(ctx, guest, eventIds, [me.id]);
  if (joined && guest.guestGroupId) await publishGroupChange(ctx, guest.guestGroupId, [me.id]);
  return me;
}
