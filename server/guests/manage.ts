// Looking after a guest (docs/product.md, "Guests"): renaming, removing one who never played,
// and e-mailing a link with which a real account takes the guest's history over.
import { GUEST_CLAIM_DAYS, guestMessages, guestNameProblem } from '../../core/guests';
import { accountMessages } from '../../core/accounts';
import { isEmail, normalizeEmail } from '../../core/email';
import type { Tx } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { generateToken, hashToken } from '../shared/token';
import type { DomainContext } from '../context';
import { badInput, forbidden, notFound } from '../errors';
import { enqueueEmail } from '../mail';
import { managesGuest } from './access';
import { guestClaimMail } from './emails';
import { publishGuestChange } from './notify';
import * as claims from './store/traces';
import * as store from './store/guests';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The guest, locked, if the viewer may manage it; else the one answer for strangers and typos. */
async function lockManaged(tx: Tx, guestId: string, viewerId: string): Promise<UserRow> {
  const guest = isUuid(guestId) ? await store.lockGuest(tx, guestId) : null;
  if (!guest) throw notFound(guestMessages.notFound);
  if (!(await managesGuest(tx, guest, viewerId))) throw forbidden(guestMessages.notYours);
  return guest;
}

export async function renameGuest(
  ctx: DomainContext,
  input: { guestId: string; displayName: string },
): Promise<UserRow> {
  const me = ctx.requireMember();
  const problem = guestNameProblem(input.displayName);
  if (problem) throw badInput(problem);
  const renamed = await ctx.db.transaction(async (tx) => {
    await lockManaged(tx, input.guestId, me.id);
    return store.renameGuest(tx, input.guestId, input.displayName.trim());
  });
  await publishGuestChange(ctx, renamed);
  return renamed;
}

export async function removeGuest(
  ctx: DomainContext,
  input: { guestId: string },
): Promise<boolean> {
  const me = ctx.requireMember();
  const guest = await ctx.db.transaction(async (tx) => {
    const guest = await lockManaged(tx, input.guestId, me.id);
    if (await claims.hasHistory(tx, guest.id)) throw badInput(guestMessages.hasGames);
    await store.deleteGuest(tx, guest.id);
    return guest;
  });
  await publishGuestChange(ctx, guest);
  return true;
}

export async function inviteGuestToClaim(
  ctx: DomainContext,
  input: { guestId: string; email: string },
): Promise<boolean> {
  const me = ctx.requireMember();
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw badInput(accountMessages.invalidEmail);
  const code = generateToken();
  await ctx.db.transaction(async (tx) => {
    const guest = await lockManaged(tx, input.guestId, me.id);
    await store.replaceClaim(tx, {
      guestId: guest.id,
      email,
      tokenHash: hashToken(code),
      invitedBy: me.id,
      expiresAt: new Date(Date.now() + GUEST_CLAIM_DAYS * DAY_MS),
    });
    await enqueueEmail(tx, guestClaimMail(ctx.services, { guest, inviter: me, email, code }));
  });
  ctx.services.mail.wake();
  return true;
}
