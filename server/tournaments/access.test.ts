import { describe, expect, it } from 'vitest';
import { canRun, canView, requireRunWindow, roleIn } from './access';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-12-05T03:00:00Z');
const event = (startsInMs: number, status: 'upcoming' | 'completed' = 'upcoming') => ({
  ownerId: 'host',
  startsAt: new Date(now.getTime() + startsInMs),
  status,
});

describe('who runs and follows a tournament', () => {
  it('knows the host, the players and everyone else', () => {
    expect(roleIn(event(0), { id: 'host' }, ['host', 'p'])).toBe('host');
    expect(roleIn(event(0), { id: 'p' }, ['host', 'p'])).toBe('player');
    expect(roleIn(event(0), { id: 'x' }, ['host', 'p'])).toBe('none');
    expect(roleIn(event(0), null, ['host'])).toBe('none');
    expect([canView('host'), canView('player'), canView('none')]).toEqual([true, true, false]);
  });

  it('lets the host run it from an hour before the start until the event is completed', () => {
    expect(canRun(event(HOUR + 1), 'host', now)).toBe(false);
    expect(canRun(event(HOUR), 'host', now)).toBe(true);
    expect(canRun(event(-5 * HOUR), 'host', now)).toBe(true);
    expect(canRun(event(-HOUR, 'completed'), 'host', now)).toBe(false);
    expect(canRun(event(0), 'player', now)).toBe(false);
    expect(() => requireRunWindow(event(2 * HOUR), now)).toThrow(
      'The tournament can start from one hour before the event.',
    );
    expect(() => requireRunWindow(event(0, 'completed'), now)).toThrow(
      'This event is already completed',
    );
  });
});
