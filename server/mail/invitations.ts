// Invitations are the one mail a user can aim at addresses of their own choosing, so they are
// bounded twice: a call names at most INVITES_PER_CALL people (core/email.ts), and a user queues
// at most INVITATIONS_PER_DAY invitation mails per 24 hours, counted across events and groups in
// the shared rate_limits table, so the allowance holds however many instances serve the user.
// Together with the outbox's priorities this keeps one host from delaying everyone's sign-up mail
// or turning the server into a spam relay.
import {
  INVITES_PER_CALL,
  inviteMessages,
  parseEmailList,
  type InviteSkipReason,
} from '../../core/email';
import { textProblem } from '../../core/limits';
import type { Tx } from '../../db/client';
import { hit } from '../rate-limits';
import { badInput, rateLimited } from '../errors';
import { enqueueEmails, type AnyOutboxMessage } from './store/outbox';

type Invitation = Extract<AnyOutboxMessage, { template: 'eventInvite' | 'groupInvite' }>;

export const INVITATIONS_PER_DAY = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export function invitationLimitMessage(left: number): string {
  return `Invitation limit reached: you can send ${INVITATIONS_PER_DAY} invitations a day and have ${left} left. Please try again later.`;
}

/** Refuses a call that names more people than one invitation may (BAD_USER_INPUT). */
export function requireInviteCount(count: number): void {
  if (count > INVITES_PER_CALL) throw badInput(inviteMessages.tooMany);
}

/**
 * docs/product.md §5 parsing of an address list, refused whole when it names too many people or is longer
 * than any list of that many could be. People first: whoever pastes a long list of real
 * addresses is told about the per-call cap, which is what they can act on. Parsing is linear,
 * so reading a list before refusing it costs no more than its transfer did.
 */
export function parseInvitees(raw: string) {
  const parsed = parseEmailList(raw);
  requireInviteCount(parsed.valid.length);
  const tooLong = textProblem('emailList', raw);
  if (tooLong) throw badInput(tooLong, { field: 'emailList' });
  return parsed;
}

type SkippedEntry = { entry: string; reason: InviteSkipReason };

/**
 * InviteResult.skippedEntries: every entry of a parsed list that got no new invitation, with why,
 * in the order given, invalid entries first. A valid entry is skipped when it is already `in`
 * (a player of the event, a member of the group) or was not newly `added`, because an invitation
 * to it was already pending (it stays invited, without a second e-mail).
 */
export function skippedInvites(
  list: { valid: readonly string[]; invalid: readonly string[] },
  already: { in: readonly string[]; reason: 'ALREADY_PLAYING' | 'ALREADY_MEMBER' },
  added: readonly string[],
): SkippedEntry[] {
  return [
    ...list.invalid.map((entry) => ({ entry, reason: 'INVALID' as const })),
    ...list.valid.flatMap((entry): SkippedEntry[] => {
      if (already.in.includes(entry)) return [{ entry, reason: already.reason }];
      if (!added.includes(entry)) return [{ entry, reason: 'ALREADY_INVITED' }];
      return [];
    }),
  ];
}

/**
 * Queues invitation mails, counting them against the sender's daily allowance. Over it, throws
 * RATE_LIMITED: the caller's transaction then rolls back, the count included, so a refused
 * invitation changes nothing and costs nothing. Only mail actually queued counts: re-inviting
 * someone already invited (a double submit) sends nothing and spends nothing.
 */
export async function queueInvitations(
  tx: Tx,
  senderId: string,
  messages: readonly Invitation[],
): Promise<void> {
  if (messages.length === 0) return;
  const count = await hit(tx, `invitations:${senderId}`, DAY_MS, messages.length);
  if (count > INVITATIONS_PER_DAY) {
    const left = Math.max(0, INVITATIONS_PER_DAY - (count - messages.length));
    throw rateLimited(invitationLimitMessage(left));
  }
  await enqueueEmails(tx, messages);
}
