// Saved places to play, private to their owner.
import { asc, eq } from 'drizzle-orm';
import { firstError } from '../../core/field-errors';
import { locationErrors } from '../../core/locations';
import { locations, type UserRow } from '../../db/schema';
import { badInput } from '../errors';
import type { Services } from '../services';
import { topics } from '../realtime/topics';

export async function createLocation(
  services: Services,
  owner: UserRow,
  rawName: string,
  rawAddress: string,
) {
  const name = rawName.trim();
  const address = rawAddress.trim();
  const problem = firstError(locationErrors({ name, address }));
  if (problem) throw badInput(problem);
  const [location] = await services.db
    .insert(locations)
    .values({ ownerId: owner.id, name, address })
    .returning();
  await services.pubsub.publish(topics.user(owner.id));
  return location!;
}

export function locationsOf(services: Services, ownerId: string) {
  return services.db
    .select()
    .from(locations)
    .where(eq(locations.ownerId, ownerId))
    .orderBy(asc(locations.name));
}
