// The guests domain module (docs/product.md, "Guests"), what the resolvers import. Inside:
// access.ts (who manages a guest: the only place those rights live) → add.ts (the guest an
// event's runner adds, inside the event's transaction), manage.ts (rename, remove,
// invite to claim), claim.ts (taking a guest's history over) and queries.ts → store/guests.ts (guest
// rows and claim links) and store/traces.ts (what a claim reads of the guest's games). emails.ts holds the
// mail it sends, loaders.ts its batched reads, notify.ts who hears about a change. The rules and
// wording are core/guests.ts's.
export { addGuestPlayer } from './add';
export { claimGuest, claimOfferFor } from './claim';
export type { ClaimOffer } from './models';
export { inviteGuestToClaim, removeGuest, renameGuest } from './manage';
export { addableGuestsOf, guestsOfGroup, viewerManagesGuest } from './queries';
