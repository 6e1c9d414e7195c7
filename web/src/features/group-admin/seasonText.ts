// How the season card and the New season dialog word a season: its dates in the viewer's zone
// (a season ends at the start of the day after its last day) and points to two decimals at most.
import { wallTimeToIso } from '../../../../core/format';

const DAY_MS = 24 * 3600_000;

function dayOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);
}

/** "Jan 1, 2027 – Mar 31, 2027": the first and the last day, in `timeZone`. */
export function seasonDates(startsAt: string, endsAt: string, timeZone: string): string {
  const lastDay = new Date(new Date(endsAt).getTime() - 1);
  return `${dayOf(new Date(startsAt), timeZone)} – ${dayOf(lastDay, timeZone)}`;
}

/**
 * The instants a season picked as days covers: from the first day's midnight to the midnight
 * after the last day, in `timeZone`. Null for a day that is not a date.
 */
export function seasonRange(
  firstDay: string,
  lastDay: string,
  timeZone: string,
): { startsAt: Date; endsAt: Date } | null {
  const start = wallTimeToIso(`${firstDay} 00:00`, timeZone);
  const last = wallTimeToIso(`${lastDay} 00:00`, timeZone);
  if (!start || !last) return null;
  // The midnight after the last day: its noon plus half a day lands in the next day whatever the
  // zone's DST does, and that day's midnight is read in the zone again.
  const next = new Date(new Date(last).getTime() + DAY_MS + 12 * 3600_000);
  const nextDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(next);
  const end = wallTimeToIso(`${nextDay} 00:00`, timeZone);
  if (!end) return null;
  return { startsAt: new Date(start), endsAt: new Date(end) };
}

/** Points as the standings show them: 7, 27.32. */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
