// Invitations to an event: the host invites addresses (each newly invited one is e-mailed) and
// withdraws them. Both hold the event row lock, as joins do.
import { inviteMessages } from '../../core/email';
import type { Tx } from '../../db/client';
import type { EventRow, UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type {
  MutationInviteToEventArgs,
  MutationRemoveEventInviteArgs,
} from '../graphql/generated/resolvers-types';
import { parseInvitees, queueInvitations, skippedInvites } from '../mail';
import { requireManagerAction } from './access';
import { eventInviteMails } from './emails';
import { publishEventChange } from './notify';
import * as store from './store';

/** What inviting a list did: who holds an invitation now, who plays already, who is new. */
export interface InviteOutcome {
  invited: string[];
  playerEmails: string[];
  added: string[];
}

/**
 * Invites the addresses that are not already playing and e-mails the newly invited ones; returns
 * every address that now holds an invitation (an existing one is not e-mailed again), the
 * players among the addresses, and the newly invited ones.
 */
export async function inviteAddresses(
  ctx: Pick<DomainContext, 'services'>,
  tx: Tx,
  event: EventRow,
  host: UserRow,
  emails: string[],
): Promise<InviteOutcome> {
  const playerEmails = await store.playerEmailsOf(tx, event.id);
  const candidates = emails.filter((e) => !playerEmails.includes(e));
  const added = await store.addInvites(tx, event.id, candidates);
  await queueInvitations(tx, host.id, eventInviteMails(ctx.services, event, host, added));
  return { invited: candidates, playerEmails, added };
}

export async function inviteToEvent(ctx: DomainContext, input: MutationInviteToEventArgs) {
  const host = ctx.requireMember();
  const { valid, invalid } = parseInvitees(input.emails);
  const outcome = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, input.eventId);
    await requireManagerAction(tx, event, host, 'invite');
    if (valid.length === 0) throw badInput(inviteMessages.noneValid);
    return inviteAddresses(ctx, tx, event, host, valid);
  });
  ctx.services.mail.wake();
  await publishEventChange(ctx, input.eventId);
  const already = { in: outcome.playerEmails, reason: 'ALREADY_PLAYING' as const };
  return {
    invited: outcome.invited,
    skipped: invalid,
    skippedEntries: skippedInvites({ valid, invalid }, already, outcome.added),
  };
}

export async function removeEventInvite(ctx: DomainContext, input: MutationRemoveEventInviteArgs) {
  const host = ctx.requireMember();
  const email = input.email.trim().toLowerCase();
  const event = await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, input.eventId);
    await requireManagerAction(tx, event, host, 'removeInvite');
    await store.removeInvite(tx, input.eventId, email);
    return event;
  });
  await publishEventChange(ctx, input.eventId, [], [email]);
  return event;
}
