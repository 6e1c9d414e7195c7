// Password sign-in and sign-out. Failures are throttled per account and address (server/rate-limits);
// sign-out ends every session of the user, on every device.
import { accountMessages as messages } from '../../core/accounts';
import type { UserRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput, notFound } from '../errors';
import type { MutationSignInArgs } from '../graphql/generated/resolvers-types';
import { topics } from '../realtime';
import { requireEmail } from './email-input';
import { verifyPassword } from './password';
import { countFailure, enforce, limits } from '../rate-limits';
import type { SessionStarted } from './registration';
import { createSession, invalidateUserSessions } from './session';
import * as store from './store/accounts';

/**
 * Starts a session only if the password just checked is still the account's. The row lock makes
 * this wait for a Google takeover, reset or change committing meanwhile, and such a change ends
 * every session, so no session opened with an old password outlives it.
 */
async function startPasswordSession(ctx: DomainContext, user: UserRow) {
  return ctx.db.transaction(async (tx) => {
    const currentHash = await store.lockPasswordHash(tx, user.id);
    if (!currentHash) throw badInput(messages.googleAccount);
    if (currentHash !== user.passwordHash) throw badInput(messages.incorrectPassword);
    return createSession(tx, user.id);
  });
}

export async function signIn(
  ctx: DomainContext,
  input: MutationSignInArgs,
): Promise<SessionStarted> {
  const email = requireEmail(input.email);
  await enforce(ctx.db, [[`sign-in:ip:${ctx.clientIp}`, limits.signInPerIp]]);
  // Only failures count against the account, so nobody's guesses block the right password from
  // an address that has not been guessing.
  const attempt = await countFailure(ctx.db, [
    [`sign-in:fail:${email}:ip:${ctx.clientIp}`, limits.signInFailuresPerAccountAndIp],
    [`sign-in:fail:${email}`, limits.signInFailuresPerAccount],
  ]);
  const user = await store.userWithEmail(ctx.db, email);
  if (!user) throw notFound(messages.noAccount);
  if (!user.passwordHash) throw badInput(messages.googleAccount);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badInput(messages.incorrectPassword);
  }
  const session = await startPasswordSession(ctx, user);
  await attempt.forgive();
  return { user, ...session };
}

/** Ends every session of the signed-in user, on every device, and closes their sockets. */
export async function signOut(ctx: DomainContext): Promise<void> {
  if (ctx.viewer.kind !== 'user') return;
  const userId = ctx.viewer.user.id;
  await invalidateUserSessions(ctx.db, userId);
  await ctx.services.pubsub.publish(topics.sessions(userId));
}
