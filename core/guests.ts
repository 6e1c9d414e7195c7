// Guests (docs/product.md, "Guests"): the rules and wording shared by the server, which enforces
// them, and the web forms. A guest's name is bounded like a display name; the same name (ignoring
// case and surrounding spaces) in the same group, or among one host's own guests, is one guest.
import { requiredTextProblem } from './limits';

/** How long a claim link stays good: long enough for a friend to find the mail after the night. */
export const GUEST_CLAIM_DAYS = 14;

export const guestMessages = {
  nameRequired: "Enter the guest's name",
  nameOrGuest: 'Give either a new guest’s name or an existing guest, not both',
  notFound: 'Guest not found',
  notYours: 'Only whoever runs the event, or the group’s owner and admins, can manage this guest',
  hasGames:
    'This guest has played games, which stay in everyone’s history, so they cannot be removed',
  claimInvalid: 'This claim link is invalid or has expired. Ask the host for a new one.',
  claimOtherAddress:
    'This claim link was sent to another e-mail address. Sign in with that address to accept it.',
  alreadyClaimed: 'This guest has already been claimed',
  claimSamePlayedEvent: (title: string) =>
    `You and this guest both played ${title}, so their games cannot move to your account`,
  claimPaymentsBetween:
    'You and this guest have payments recorded between you, so their money cannot move to your account',
} as const;

/** The problem with a guest's name as typed, or undefined; stored trimmed. */
export function guestNameProblem(name: string): string | undefined {
  return requiredTextProblem('displayName', name, guestMessages.nameRequired);
}

/** The key two guest names are compared by: "Dave", " dave " and "DAVE" are one guest. */
export function guestNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}
