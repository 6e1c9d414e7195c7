// What an event stores as its location when a saved location is picked: the name people call
// the place by and the address to find it, together ("Dave's garage, 12 Main St"). The event page,
// the cards, the invitation mail and the calendar file all show that one text, so the place is
// named alike everywhere (only the address was kept before, so the name the host picked was lost).
import { textLimits } from './limits';

export function eventLocationText(location: { name: string; address: string }): string {
  const name = location.name.trim();
  const address = location.address.trim();
  // An address that already starts with the name ("The Grange, 1 Farm Lane") says it once.
  if (!name || address.toLowerCase().startsWith(name.toLowerCase())) return address;
  return `${name}, ${address}`;
}

/** The longest such text: a saved name, ", " and a saved address. */
export const EVENT_LOCATION_MAX = textLimits.locationName.max + 2 + textLimits.locationAddress.max;
