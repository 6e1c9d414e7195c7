// Registration and the address check that follows it (docs/product.md §5): an account starts unverified and
// is mailed a verification link, which it may ask for again within the resend limits.
import { accountMessages as messages, MIN_PASSWORD_LENGTH } from '../../core/accounts';
import type { UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput, conflict } from '../errors';
import type { MutationRegisterArgs } from '../graphql/generated/resolvers-types';
import { topics } from '../realtime';
import { requireEmail } from './email-input';
import { consumeEmailToken, mailNewCode } from './email-tokens';
import { hashPassword } from './password';
import { enforce, limits } from '../rate-limits';
import { createSession } from './session';
import * as store from './store/accounts';

export interface SessionStarted {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

export async function register(
  ctx: DomainContext,
  input: MutationRegisterArgs,
): Promise<SessionStarted> {
  const { db } = ctx;
  const email = requireEmail(input.email);
  if (input.password.length < MIN_PASSWORD_LENGTH) throw badInput(messages.passwordTooShort);
  await enforce(db, [[`register:ip:${ctx.clientIp}`, limits.registerPerIp]]);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const created = await store.insertPasswordAccount(tx, email, passwordHash);
    if (!created) throw conflict(messages.emailTaken);
    return created;
  });
  await mailNewCode(ctx.services, user, 'verify');
  const session = await createSession(db, user.id);
  return { user, ...session };
}

/** Mails the signed-in user a fresh verification link; nothing when already verified. */
export async function sendVerificationEmail(ctx: DomainContext): Promise<void> {
  const user = ctx.requireUser();
  if (user.emailVerified) return;
  await enforce(ctx.db, [
    [`resend:account:${user.id}`, limits.resendPerAccount],
    [`resend:ip:${ctx.clientIp}`, limits.resendPerIp],
  ]);
  await mailNewCode(ctx.services, user, 'verify');
}

export async function verifyEmail(ctx: DomainContext, code: string): Promise<UserRow> {
  if (!code.trim()) throw badInput(messages.invalidVerificationLink);
  const userId = await consumeEmailToken(ctx.db, code.trim(), 'verify');
  if (!userId) throw badInput(messages.verificationFailed);
  const user = await store.markEmailVerified(ctx.db, userId);
  await ctx.services.pubsub.publish(topics.user(userId));
  return user!;
}
