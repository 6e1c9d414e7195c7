// The mail the guests domain sends: a link with which whoever holds an address takes a guest's
// history over (emails/guest-claim.tsx renders it).
import { personName } from '../../core/people';
import type { UserRow } from '../../db/schema';
import type { AccountRow } from '../../db/account';
import type { OutboxMessage } from '../mail';
import { appLink, type Services } from '../services';

export function guestClaimMail(
  services: Services,
  {
    guest,
    inviter,
    email,
    code,
  }: { guest: UserRow; inviter: AccountRow; email: string; code: string },
): OutboxMessage<'guestClaim'> {
  return {
    template: 'guestClaim',
    to: email,
    replyTo: inviter.email,
    props: {
      guestName: guest.displayName,
      inviterName: personName(inviter),
      claimLink: appLink(services, `/claim-guest?code=${code}`),
    },
  };
}
