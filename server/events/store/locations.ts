// Saved locations, private to their owner: the locations table.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { locations } from '../../../db/schema';

// --- Locations (private to their owner) --------------------------------------------------------

export async function insertLocation(db: Executor, ownerId: string, name: string, address: string) {
  const [location] = await db.insert(locations).values({ ownerId, name, address }).returning();
  return location!;
}

export async function locationsOf(db: Executor, ownerId: string) {
  return db
    .select()
    .from(locations)
    .where(eq(locations.ownerId, ownerId))
    .orderBy(asc(locations.name));
}
