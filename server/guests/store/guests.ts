// Guest rows (users with is_guest) and their claim links, as the guests domain reads and writes
// them. A guest is scoped to a group (reused by all its events) or, outside groups, to the host
// who added it; the same name in one scope is one guest (core/guests.ts guestNameKey).
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { guestNameKey } from '../../../core/guests';
import { guestClaims, users, type GuestClaimRow, type UserRow } from '../../../db/schema';

/** Where a guest belongs: a group's guests, or one host's own. */
export type GuestScope = { groupId: string } | { ownerId: string };

const inScope = (scope: GuestScope) =>
  'groupId' in scope
    ? eq(users.guestGroupId, scope.groupId)
    : and(isNull(users.guestGroupId), eq(users.guestOwnerId, scope.ownerId));

const unclaimedGuest = and(eq(users.isGuest, true), isNull(users.claimedBy));

export async function guestById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isGuest, true)));
  return row ?? null;
}

/** The guest row, locked: a rename, a removal and a claim of one guest go one at a time. */
export async function lockGuest(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isGuest, true)))
    .for('update');
  return row ?? null;
}

/** The scope's unclaimed guests, by name. */
export async function guestsIn(db: Executor, scope: GuestScope, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(unclaimedGuest, inScope(scope)))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
    .limit(limit);
}

/** The scope's unclaimed guests of these groups, for the Group.guests loader. */
export async function guestsOfGroups(db: Executor, groupIds: readonly string[]) {
  return db
    .select()
    .from(users)
    .where(and(unclaimedGuest, inArray(users.guestGroupId, [...groupIds])))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
}

/** The scope's unclaimed guest with this name (compared by guestNameKey), if any. */
export async function guestNamed(
  db: Executor,
  scope: GuestScope,
  name: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        unclaimedGuest,
        inScope(scope),
        sql`lower(regexp_replace(btrim(${users.displayName}), '\\s+', ' ', 'g')) = ${guestNameKey(name)}`,
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertGuest(
  tx: Tx,
  guest: { displayName: string; scope: GuestScope; createdBy: string },
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      email: null,
      isGuest: true,
      displayName: guest.displayName,
      guestGroupId: 'groupId' in guest.scope ? guest.scope.groupId : null,
      guestOwnerId: guest.createdBy,
    })
    .returning();
  return row!;
}

export async function renameGuest(tx: Tx, id: string, displayName: string): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ displayName, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.isGuest, true)))
    .returning();
  return row!;
}

export async function deleteGuest(tx: Tx, id: string): Promise<void> {
  await tx.delete(users).where(and(eq(users.id, id), eq(users.isGuest, true)));
}

/** A claim marks the guest taken over; its rows have all moved to `by`. */
export async function markClaimed(tx: Tx, id: string, by: string): Promise<void> {
  await tx
    .update(users)
    .set({ claimedBy: by, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.isGuest, true)));
}

// --- Claim links ---------------------------------------------------------------------------------

/** A new link for the guest; earlier unused ones stop working (one open invitation at a time). */
export async function replaceClaim(
  tx: Tx,
  claim: { guestId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<void> {
  await tx
    .delete(guestClaims)
    .where(and(eq(guestClaims.guestId, claim.guestId), isNull(guestClaims.usedAt)));
  await tx.insert(guestClaims).values(claim);
}

/** The unused, unexpired claim with this token hash. */
export async function openClaim(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<GuestClaimRow | null> {
  const [row] = await db
    .select()
    .from(guestClaims)
    .where(
      and(
        eq(guestClaims.tokenHash, tokenHash),
        isNull(guestClaims.usedAt),
        gt(guestClaims.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Uses the claim, once: false when another request used it first. */
export async function useClaim(tx: Tx, id: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(guestClaims)
    .set({ usedAt: now })
    .where(and(eq(guestClaims.id, id), isNull(guestClaims.usedAt)))
    .returning({ id: guestClaims.id });
  return used.length === 1;
}
