// Account lifecycle: registration, password sign-in, verification and reset links, password
// change, profile. Messages are SPEC §5/§8 word for word; throttles hold across instances.
import { and, eq } from 'drizzle-orm';
import { accountMessages, MIN_PASSWORD_LENGTH } from '../../core/accounts';
import { isEmail, normalizeEmail } from '../../core/email';
import { isSupportedTimezone } from '../../core/timezones';
import { users, type UserRow } from '../../db/schema';
import { badInput, conflict, forbidden, notFound } from '../errors';
import { enqueueEmail } from '../mail/outbox';
import { appLink, type Services } from '../services';
import { topics } from '../realtime/topics';
import { consumeEmailToken, createEmailToken } from './email-tokens';
import { hashPassword, verifyPassword } from './password';
import { countFailure, enforce, limits } from './rate-limit';
import { createSession, invalidateUserSessions } from './session';

export const messages = accountMessages;

export interface SessionStarted {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

function requireEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw badInput(messages.emailRequired);
  if (!isEmail(email)) throw badInput(messages.invalidEmail);
  return email;
}

async function findUserByEmail(services: Services, email: string) {
  const [user] = await services.db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

async function queueVerificationEmail(services: Services, user: UserRow) {
  await services.db.transaction(async (tx) => {
    const code = await createEmailToken(tx, user.id, 'verify');
    await enqueueEmail(tx, {
      template: 'verifyEmail',
      to: user.email,
      props: {
        displayName: user.displayName,
        verifyUrl: appLink(services, `/verify-email?oobCode=${code}`),
      },
    });
  });
  services.mail.wake();
}

export async function register(
  services: Services,
  input: { email: string; password: string; clientIp: string },
): Promise<SessionStarted> {
  const email = requireEmail(input.email);
  if (input.password.length < MIN_PASSWORD_LENGTH) throw badInput(messages.passwordTooShort);
  await enforce(services.db, [[`register:ip:${input.clientIp}`, limits.registerPerIp]]);
  const passwordHash = await hashPassword(input.password);
  const user = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw conflict(messages.emailTaken);
    return created;
  });
  await queueVerificationEmail(services, user);
  const session = await createSession(services.db, user.id);
  return { user, ...session };
}

/**
 * Starts a session only if the password just checked is still the account's. The row lock makes
 * this wait for a Google takeover, reset or change committing meanwhile, and such a change ends
 * every session, so no session opened with an old password outlives it.
 */
async function startPasswordSession(services: Services, user: UserRow) {
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!current?.passwordHash) throw badInput(messages.googleAccount);
    if (current.passwordHash !== user.passwordHash) throw badInput(messages.incorrectPassword);
    return createSession(tx, user.id);
  });
}

export async function signIn(
  services: Services,
  input: { email: string; password: string; clientIp: string },
): Promise<SessionStarted> {
  const email = requireEmail(input.email);
  await enforce(services.db, [[`sign-in:ip:${input.clientIp}`, limits.signInPerIp]]);
  // Only failures count against the account, so nobody's guesses block the right password from
  // an address that has not been guessing.
  const attempt = await countFailure(services.db, [
    [`sign-in:fail:${email}:ip:${input.clientIp}`, limits.signInFailuresPerAccountAndIp],
    [`sign-in:fail:${email}`, limits.signInFailuresPerAccount],
  ]);
  const user = await findUserByEmail(services, email);
  if (!user) throw notFound(messages.noAccount);
  if (!user.passwordHash) throw badInput(messages.googleAccount);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badInput(messages.incorrectPassword);
  }
  const session = await startPasswordSession(services, user);
  await attempt.forgive();
  return { user, ...session };
}

/** Signing out ends every session of the user, on every device, and closes their sockets. */
export async function signOut(services: Services, userId: string) {
  await invalidateUserSessions(services.db, userId);
  await services.pubsub.publish(topics.sessions(userId));
}

export async function sendVerificationEmail(services: Services, user: UserRow, clientIp: string) {
  if (user.emailVerified) return;
  await enforce(services.db, [
    [`resend:account:${user.id}`, limits.resendPerAccount],
    [`resend:ip:${clientIp}`, limits.resendPerIp],
  ]);
  await queueVerificationEmail(services, user);
}

export async function verifyEmail(services: Services, code: string): Promise<UserRow> {
  if (!code.trim()) throw badInput(messages.invalidVerificationLink);
  const userId = await consumeEmailToken(services.db, code.trim(), 'verify');
  if (!userId) throw badInput(messages.verificationFailed);
  const [user] = await services.db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await services.pubsub.publish(topics.user(userId));
  return user!;
}

export async function requestPasswordReset(services: Services, rawEmail: string, clientIp: string) {
  const email = requireEmail(rawEmail);
  await enforce(services.db, [
    [`reset:account:${email}`, limits.resetPerAccount],
    [`reset:ip:${clientIp}`, limits.resetPerIp],
  ]);
  const user = await findUserByEmail(services, email);
  if (!user) throw notFound(messages.noAccount);
  await services.db.transaction(async (tx) => {
    const code = await createEmailToken(tx, user.id, 'reset');
    await enqueueEmail(tx, {
      template: 'passwordReset',
      to: user.email,
      props: { resetUrl: appLink(services, `/reset-password?oobCode=${code}`) },
    });
  });
  services.mail.wake();
}

export async function resetPassword(services: Services, code: string, newPassword: string) {
  if (newPassword.length < MIN_PASSWORD_LENGTH) throw badInput(messages.newPasswordTooShort);
  const passwordHash = await hashPassword(newPassword);
  const userId = await services.db.transaction(async (tx) => {
    const id = await consumeEmailToken(tx, code.trim(), 'reset');
    if (!id) throw badInput(messages.invalidResetLink);
    // Whoever could read the mailbox proved ownership of the address.
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, id));
    await invalidateUserSessions(tx, id);
    return id;
  });
  await services.pubsub.publish(topics.sessions(userId));
}

export async function changePassword(
  services: Services,
  input: { user: UserRow; sessionId: string; currentPassword: string; newPassword: string },
) {
  const { user } = input;
  const currentHash = user.passwordHash;
  if (!currentHash) throw forbidden(messages.noPasswordForGoogle);
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) throw badInput(messages.newPasswordTooShort);
  const attempt = await countFailure(services.db, [
    [`change-password:fail:${user.id}`, limits.changePasswordFailuresPerUser],
  ]);
  if (!(await verifyPassword(currentHash, input.currentPassword))) {
    throw badInput(messages.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await services.db.transaction(async (tx) => {
    // Only over the password just checked: one cleared or replaced meanwhile (a Google takeover,
    // a reset) must not come back.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, currentHash)))
      .returning({ id: users.id });
    if (!changed) throw badInput(messages.wrongCurrentPassword);
    await invalidateUserSessions(tx, user.id, input.sessionId);
  });
  await attempt.forgive();
  await services.pubsub.publish(topics.sessions(user.id));
}

export async function updateProfile(
  services: Services,
  userId: string,
  input: { displayName: string; timezone: string },
): Promise<UserRow> {
  const displayName = input.displayName.trim();
  if (!displayName) throw badInput(messages.displayNameRequired);
  if (!isSupportedTimezone(input.timezone)) throw badInput(messages.unknownTimezone);
  const [user] = await services.db
    .update(users)
    .set({ displayName, timezone: input.timezone, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await services.pubsub.publish(topics.user(userId));
  return user!;
}
