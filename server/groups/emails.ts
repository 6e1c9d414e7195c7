// The mail the groups domain sends: the writes decide who gets an invitation, this decides what
// it says (emails/ renders it).
import type { GroupRow, UserRow } from '../../db/schema';
import { mailEach, type OutboxMessage } from '../mail';
import { appLink, type Services } from '../services';
import { inviterNameOf } from './access';

export function groupInviteMails(
  services: Services,
  group: GroupRow,
  inviter: UserRow,
  to: readonly string[],
): OutboxMessage<'groupInvite'>[] {
  const props = {
    groupName: group.name,
    inviterName: inviterNameOf(inviter),
    groupLink: appLink(services, '/groups'),
  };
  return mailEach('groupInvite', to, inviter.email, props);
}
