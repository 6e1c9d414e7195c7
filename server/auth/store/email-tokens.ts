// The email_tokens table: single-use codes stored as hashes (email-tokens.ts makes and hashes
// them). Spending is one conditional UPDATE, so two uses of one code cannot both succeed.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { emailTokens } from '../../../db/schema';

export type EmailTokenKind = 'verify' | 'reset';

export async function insertEmailToken(
  db: Executor,
  token: { tokenHash: string; userId: string; kind: EmailTokenKind; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(token);
}

/** Marks the code used and returns its user id, or null when unknown, used, expired or of another kind. */
export async function spendEmailToken(
  db: Executor,
  tokenHash: string,
  kind: EmailTokenKind,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Marks every unused code of the user used. */
export async function spendEmailTokensOf(db: Executor, userId: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
}
