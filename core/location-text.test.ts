import { describe, expect, it } from 'vitest';
import { textLimits } from './limits';
import { EVENT_LOCATION_MAX, eventLocationText } from './location-text';

describe('eventLocationText', () => {
  it('names the place, then its address', () => {
    expect(eventLocationText({ name: "Dave's garage", address: '12 Main St, Springfield' })).toBe(
      "Dave's garage, 12 Main St, Springfield",
    );
  });

  it('says a name the address already starts with once', () => {
    expect(eventLocationText({ name: 'The Grange', address: 'The Grange, 1 Farm Lane' })).toBe(
      'The Grange, 1 Farm Lane',
    );
  });

  it('fits the event location limit for the longest saved location', () => {
    expect(textLimits.eventLocation.max).toBeGreaterThanOrEqual(EVENT_LOCATION_MAX);
    const longest = eventLocationText({
      name: 'n'.repeat(textLimits.locationName.max),
      address: 'a'.repeat(textLimits.locationAddress.max),
    });
    expect(longest.length).toBe(EVENT_LOCATION_MAX);
  });
});
