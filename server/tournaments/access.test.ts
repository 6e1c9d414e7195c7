import { describe, expect, it } from 'vitest';
import { canRun, canView, requireRunnable, roleIn } from './access';

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

  it('lets the host run it whenever the event is upcoming, until it is completed', () => {
    expect(canRun(event(7 * 24 * HOUR), 'host')).toBe(true);
    expect(canRun(event(HOUR), 'host')).toBe(true);
    expect(canRun(event(-5 * HOUR), 'host')).toBe(true);
    expect(canRun(event(-HOUR, 'completed'), 'host')).toBe(false);
    expect(canRun(event(0), 'player')).toBe(false);
    expect(() => requireRunnable(event(2 * HOUR))).not.toThrow();
    expect(() => requireRunnable(event(0, 'completed'))).toThrow('This event is already completed');
  });
});
