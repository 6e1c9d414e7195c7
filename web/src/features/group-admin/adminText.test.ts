import { describe, expect, it } from 'vitest';
import {
  attendanceSeries,
  attendanceSummary,
  canOpenDashboard,
  monthsBefore,
  resultsCsvPath,
} from './adminText';

describe('who may open the admin dashboard', () => {
  it('is the owner and admins, as core’s table says', () => {
    expect(['OWNER', 'ADMIN', 'MEMBER', null, undefined].map(canOpenDashboard)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('attendance', () => {
  const now = new Date('2026-11-24T18:00:00Z');
  const event = (id: string, startsAt: string, playerCount: number, status = 'COMPLETED') => ({
    id,
    title: `Game ${id}`,
    startsAt,
    status,
    playerCount,
  });

  it('goes back six calendar months, to the last day a short month has', () => {
    expect(monthsBefore(now, 6).toISOString()).toBe('2026-05-24T18:00:00.000Z');
    expect(monthsBefore(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });

  it('counts completed games of the last six months, oldest first, by day in the viewer’s zone', () => {
    const series = attendanceSeries(
      [
        event('late', '2026-11-21T03:00:00Z', 6),
        event('early', '2026-06-01T02:00:00Z', 8),
        event('same-day', '2026-11-21T05:00:00Z', 4),
        event('too-old', '2026-05-20T02:00:00Z', 9),
        event('running', '2026-11-23T02:00:00Z', 5, 'IN_PROGRESS'),
        event('upcoming', '2026-11-30T02:00:00Z', 5, 'UPCOMING'),
        // Finished before the time it was set for (started early): played all the same.
        event('done-early', '2026-11-24T19:00:00Z', 5, 'COMPLETED'),
      ],
      now,
      'America/Los_Angeles',
    );
    expect(series).toEqual([
      { id: 'early', label: 'May 31', title: 'Game early', players: 8 },
      { id: 'late', label: 'Nov 20', title: 'Game late', players: 6 },
      { id: 'same-day', label: 'Nov 20 (2)', title: 'Game same-day', players: 4 },
      { id: 'done-early', label: 'Nov 24', title: 'Game done-early', players: 5 },
    ]);
    expect(attendanceSummary(series)).toBe('4 games in the last 6 months, 5.8 players on average');
    expect(attendanceSummary(series.slice(0, 1))).toBe(
      '1 game in the last 6 months, 8 players on average',
    );
    expect(attendanceSummary([])).toBe('No completed games in the last 6 months');
  });

  it('links the results CSV the server serves', () => {
    expect(resultsCsvPath('a b')).toBe('/export/groups/a%20b/results.csv');
  });
});
