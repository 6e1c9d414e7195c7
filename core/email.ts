// E-mail address rules shared by the server and the web: one notion of "looks like an e-mail".
import { z } from 'zod';
import { textLimits } from './limits';

const emailSchema = z.email();

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  // The length first: no address is longer, and a huge pasted token then costs nothing.
  return value.length <= textLimits.email.max && emailSchema.safeParse(value).success;
}

export interface ParsedEmailList {
  valid: string[];
  invalid: string[];
}

/**
 * docs/product.md §5: split on whitespace or commas, trim, lower-case, drop empties; keep each valid
 * address once, in the order given.
 */
export function parseEmailList(input: string): ParsedEmailList {
  // A Set, not includes(): a pasted list of thousands must not cost quadratic time.
  const valid = new Set<string>();
  const invalid: string[] = [];
  for (const part of input.split(/[\s,]+/)) {
    const email = normalizeEmail(part);
    if (!email) continue;
    if (!isEmail(email)) invalid.push(email);
    else valid.add(email);
  }
  return { valid: [...valid], invalid };
}

/**
 * Addresses one invitation may name (inviteToEvent, inviteToGroup, createEvent's picks): a
 * games night's guest list, not a mailing list. The daily allowance is the server's
 * (server/mail/invitations.ts).
 */
export const INVITES_PER_CALL = 50;

export const inviteMessages = {
  noneValid: 'Please enter valid email addresses',
  someInvalid: 'Some email addresses are invalid and will be skipped',
  tooMany: `You can invite at most ${INVITES_PER_CALL} people at a time`,
} as const;

/** Why an entry of an invitation list got no new invitation (InviteResult.skippedEntries). */
export type InviteSkipReason = 'INVALID' | 'ALREADY_INVITED' | 'ALREADY_PLAYING' | 'ALREADY_MEMBER';

/** How the invite dialogs name each reason, after the entry ("sam@example.com: already invited"). */
export const inviteSkipReasonText: Record<InviteSkipReason, string> = {
  INVALID: 'not a valid email address',
  ALREADY_INVITED: 'already invited',
  ALREADY_PLAYING: 'already playing',
  ALREADY_MEMBER: 'already a member',
};
