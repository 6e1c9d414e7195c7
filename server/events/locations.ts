// Saved places to play, private to their owner.
import { asc, eq } from 'drizzle-orm';
import { locations, type UserRow } from '../../db/schema';
import { badInput } from '../graphql/errors';
import { topics, type Services } from '../services';
import { eventErrors } from './access';

export async function createLocation(
  services: Services,
  owner: UserRow,
  rawName: string,
  rawAddress: string,
) {
  const name = rawName.trim();
  const address = rawAddress.trim();
  if (!name) throw badInput(eventErrors.locationNameRequired);
  if (!address) throw badInput(eventErrors.addressRequired);
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
