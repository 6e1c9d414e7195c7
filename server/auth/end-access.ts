// Ending everything that lets someone act as an account or read its games: after a password
// reset (whoever asked may not have been the only one who knew the old password), a Google
// takeover of an unverified account (whoever registered it does not own the mailbox), and a
// password change when its owner asks for it. See docs/security.md, "Accounts".
import type { Executor } from '../../db/client';
import { forgetCalendarFeed } from '../calendar';
import { revokeAllAccessTokens } from '../tokens';
import { revokeEmailTokens } from './email-tokens';
import { invalidateUserSessions } from './session';

/**
 * In the caller's transaction: every session but `keepSessionId` ends, every e-mailed link is
 * spent, every access token is revoked and the calendar feed's URL answers 404 (the next read of
 * `calendarFeedUrl` makes a new one). The caller announces `topics.sessions(userId)` after the
 * commit, so every instance closes the sockets those sessions and tokens opened.
 */
export async function endEveryAccess(
  tx: Executor,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await invalidateUserSessions(tx, userId, keepSessionId);
  await revokeEmailTokens(tx, userId);
  await revokeAllAccessTokens(tx, userId);
  await forgetCalendarFeed(tx, userId);
}
