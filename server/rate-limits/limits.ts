// The throttles of docs/product.md §9 and the limits they apply, on fixed-window counters kept in the
// database (store/counters.ts), so a limit holds however many instances share it.
import type { Executor } from '../../db/client';
import { rateLimited } from '../errors';
import { hit, refund } from './store/counters';

// Invitations count a whole batch in one hit (server/mail/invitations.ts).
export { hit };

/** Counts one hit on `key`; true while the window's count stays within `limit`. */
export async function consume(db: Executor, key: string, limit: number, windowMs: number) {
  return (await hit(db, key, windowMs)) <= limit;
}

export interface Limit {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Per account (e-mail) and per client address; generous enough for a household behind one NAT. */
export const limits = {
  /**
   * Failed sign-ins on one account from one address. Keyed by both, so guesses from elsewhere
   * never lock the owner out of their own device.
   */
  signInFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins on one account from everywhere: bounds guessing spread over many addresses.
   * Ten addresses' worth, so reaching it takes a deliberate, distributed attack.
   */
  signInFailuresPerAccount: { limit: 100, windowMs: 60 * MINUTE },
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Wrong current passwords given to changePassword, per user: a stolen session is not a free oracle. */
  changePasswordFailuresPerUser: { limit: 5, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resendPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resendPerIp: { limit: 30, windowMs: 60 * MINUTE },
  contactPerIp: { limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Counts a hit on each key and throws RATE_LIMITED if any is over its limit. */
export async function enforce(db: Executor, checks: [key: string, limit: Limit][]) {
  let allowed = true;
  for (const [key, { limit, windowMs }] of checks) {
    if (!(await consume(db, key, limit, windowMs))) allowed = false;
  }
  if (!allowed) throw rateLimited();
}

/**
 * Throttles failures rather than attempts. Each attempt is counted up front, so parallel guesses
 * cannot all slip in before the first failure is recorded, and `forgive()` takes it back once the
 * attempt succeeds. Keys are checked narrowest first and checking stops at the first one over its
 * limit, with the earlier ones given back: an attempt refused by one key never uses up another's
 * allowance (a single address hammering an account cannot spend the account-wide ceiling).
 */
export async function countFailure(
  db: Executor,
  checks: [key: string, limit: Limit][],
): Promise<{ forgive(): Promise<void> }> {
  const counted: string[] = [];
  for (const [key, { limit, windowMs }] of checks) {
    if (!(await consume(db, key, limit, windowMs))) {
      await refund(db, counted);
      throw rateLimited();
    }
    counted.push(key);
  }
  return { forgive: () => refund(db, counted) };
}
