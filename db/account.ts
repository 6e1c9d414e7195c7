// A signed-in viewer, typed: every user but a guest can sign in, and only they have an e-mail
// (the users_guest_has_no_email check in db/schema.ts). Kept apart from the schema so code that
// only needs the type and its guard does not reach for the tables.
import type { UserRow } from './schema';

/** A user who can sign in: every one but a guest, and so always with an e-mail (users_guest_has_no_email). */
export type AccountRow = UserRow & { email: string; isGuest: false };

/**
 * The row as an account. Guests never get a session or a token, so a signed-in viewer is always
 * one; a guest reaching here is a bug, not a user's mistake.
 */
export function asAccount(user: UserRow): AccountRow {
  if (user.isGuest || user.email === null)
    throw new Error(`user ${user.id} is a guest, not an account`);
  return user as AccountRow;
}
