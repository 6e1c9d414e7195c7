// Changing a password: by e-mailed reset link (forgotten password) or with the current one.
// Either ends other sessions, so whoever knew the old password is signed out everywhere; a reset
// also revokes tokens and the feed URL (end-access.ts), and a change does when asked.
import { accountMessages as messages, MIN_PASSWORD_LENGTH } from '../../core/accounts';
import type { DomainContext } from '../context';
import { badInput, notFound } from '../errors';
import type {
  MutationChangePasswordArgs,
  MutationResetPasswordArgs,
} from '../graphql/generated/resolvers-types';
import { topics } from '../realtime';
import { requirePasswordAccount } from './access';
import { requireEmail } from './email-input';
import { consumeEmailToken, mailNewCode } from './email-tokens';
import { hashPassword, verifyPassword } from './password';
import { countFailure, enforce, limits } from '../rate-limits';
import { endEveryAccess } from './end-access';
import { invalidateUserSessions } from './session';
import * as store from './store/accounts';

export async function requestPasswordReset(ctx: DomainContext, rawEmail: string): Promise<void> {
  const { db, services } = ctx;
  const email = requireEmail(rawEmail);
  await enforce(db, [
    [`reset:account:${email}`, limits.resetPerAccount],
    [`reset:ip:${ctx.clientIp}`, limits.resetPerIp],
  ]);
  const user = await store.userWithEmail(db, email);
  if (!user) throw notFound(messages.noAccount);
  await mailNewCode(services, user, 'reset');
}

export async function resetPassword(
  ctx: DomainContext,
  input: MutationResetPasswordArgs,
): Promise<void> {
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) throw badInput(messages.newPasswordTooShort);
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeEmailToken(tx, input.code.trim(), 'reset');
    if (!id) throw badInput(messages.invalidResetLink);
    // Whoever could read the mailbox proved ownership of the address.
    await store.setPasswordAndVerify(tx, id, passwordHash);
    await endEveryAccess(tx, id);
    return id;
  });
  await ctx.services.pubsub.publish(topics.sessions(userId));
}

/**
 * The signed-in user's new password; their other sessions end, this one stays. Asked to, it ends
 * every other access as a reset does (tokens, feed URL): the owner suspects someone had it.
 */
export async function changePassword(
  ctx: DomainContext,
  input: MutationChangePasswordArgs,
): Promise<void> {
  const user = ctx.requireUser();
  const sessionId = (ctx.viewer.kind === 'user' && ctx.viewer.sessionId) || undefined;
  const currentHash = requirePasswordAccount(user);
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) throw badInput(messages.newPasswordTooShort);
  const attempt = await countFailure(ctx.db, [
    [`change-password:fail:${user.id}`, limits.changePasswordFailuresPerUser],
  ]);
  if (!(await verifyPassword(currentHash, input.currentPassword))) {
    throw badInput(messages.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Only over the password just checked: one cleared or replaced meanwhile (a Google takeover,
    // a reset) must not come back.
    if (!(await store.replacePassword(tx, user.id, currentHash, passwordHash))) {
      throw badInput(messages.wrongCurrentPassword);
    }
    if (input.endEveryAccess) await endEveryAccess(tx, user.id, sessionId);
    else await invalidateUserSessions(tx, user.id, sessionId);
  });
  await attempt.forgive();
  await ctx.services.pubsub.publish(topics.sessions(user.id));
}
