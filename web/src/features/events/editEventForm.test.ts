import { describe, expect, it } from 'vitest';
import { editEventValuesOf, updateEventInputOf, validateEditEvent } from './editEventForm';

const zone = 'America/Los_Angeles';
const now = new Date('2031-06-01T12:00:00Z');
const event = {
  title: 'Friday game',
  startsAt: '2031-06-06T02:00:00.000Z',
  location: "Dave's garage, 12 Main St",
  buyInCents: 2050,
  maxPlayers: 8,
  description: null,
  reminderHoursBefore: 24,
};

describe('the Edit Event form', () => {
  it('starts from the event as saved, the date as wall-clock time in the viewer’s zone', () => {
    expect(editEventValuesOf(event, zone)).toEqual({
      title: 'Friday game',
      startsAt: '2031-06-05 19:00:00',
      location: "Dave's garage, 12 Main St",
      buyIn: '20.50',
      maxPlayers: 8,
      description: '',
      reminderHours: 24,
    });
  });

  it('sends back what it started from unchanged, so saving untouched changes nothing', () => {
    expect(updateEventInputOf(editEventValuesOf(event, zone), zone)).toEqual({
      title: 'Friday game',
      startsAt: '2031-06-06T02:00:00.000Z',
      location: "Dave's garage, 12 Main St",
      buyInCents: 2050,
      maxPlayers: 8,
      description: '',
      reminderHoursBefore: 24,
    });
  });

  it("refuses with core's messages, field by field", () => {
    const values = {
      ...editEventValuesOf(event, zone),
      title: ' ',
      startsAt: '2031-05-30 19:00:00',
      location: '',
      buyIn: '',
      maxPlayers: 1,
      reminderHours: '',
    };
    expect(validateEditEvent(values, { timeZone: zone, playerCount: 3, now })).toEqual({
      title: 'Event title is required',
      startsAt: 'Event date must be in the future',
      location: 'Location is required',
      buyIn: 'Valid buy-in amount is required',
      maxPlayers: 'Maximum players must be at least 2',
      reminderHours: 'Enter 0 to turn the reminder off',
    });
    expect(
      validateEditEvent(editEventValuesOf(event, zone), { timeZone: zone, playerCount: 8, now }),
    ).toEqual({});
  });

  it('keeps the cap at or above the players already attending', () => {
    const check = (maxPlayers: number | string, playerCount: number) =>
      validateEditEvent(
        { ...editEventValuesOf(event, zone), maxPlayers },
        { timeZone: zone, playerCount, now },
      ).maxPlayers;
    expect(check(5, 5)).toBeUndefined();
    expect(check(4, 5)).toBe('Max players cannot be lower than the 5 players already attending');
    expect(check('', 5)).toBe('Maximum players must be at least 2');
  });
});
