// Single-use codes for the e-mailed verification and password reset links: random, stored only
// as a hash, expiring (verify 24 h, reset 1 h), spent atomically so a code works exactly once.
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { asAccount } from '../../db/account';
import { enqueueEmail } from '../mail';
import type { Services } from '../services';
import { passwordResetEmail, verificationEmail } from './emails';
import * as store from './store/email-tokens';
import { generateToken, hashToken } from '../shared/token';

type Kind = store.EmailTokenKind;
const HOUR_MS = 60 * 60 * 1000;
const lifetime: Record<Kind, number> = { verify: 24 * HOUR_MS, reset: HOUR_MS };

export async function createEmailToken(db: Executor, userId: string, kind: Kind): Promise<string> {
  const token = generateToken();
  await store.insertEmailToken(db, {
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + lifetime[kind]),
  });
  return token;
}

const mailOf = { verify: verificationEmail, reset: passwordResetEmail };

/**
 * Issues a code of `kind` for `user` and queues the mail carrying its link, in one transaction:
 * the mail goes out only if the code was stored. Wakes the worker once committed.
 */
export async function mailNewCode(services: Services, user: UserRow, kind: Kind): Promise<void> {
  await services.db.transaction(async (tx) => {
    const code = await createEmailToken(tx, user.id, kind);
    await enqueueEmail(tx, mailOf[kind](services, asAccount(user), code));
  });
  services.mail.wake();
}

/** Marks the code used and returns its user id, or null when unknown, used, expired or of another kind. */
export function consumeEmailToken(db: Executor, token: string, kind: Kind): Promise<string | null> {
  return store.spendEmailToken(db, hashToken(token), kind);
}

/** Spends every unused code of the user, for when the account changes hands. */
export async function revokeEmailTokens(db: Executor, userId: string) {
  await store.spendEmailTokensOf(db, userId);
}
