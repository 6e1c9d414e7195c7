// Event reminders: how far ahead they go out, and how a reminder says when the game starts.

/** Reminders go out this many hours before the start unless the host picks otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;
/** The most a host may pick (a week); 0 turns reminders off. The database checks the same range. */
export const MAX_REMINDER_HOURS = 168;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long until the start, as a reminder says it: "24 hours", "3 days", "45 minutes". Rounded
 * to the nearest unit, so a sweep a minute late still says "24 hours"; whole days from two days
 * on (a 48-hour reminder reads "2 days"), hours below that, minutes below one hour.
 */
export function startsInText(msUntilStart: number): string {
  const ms = Math.max(0, msUntilStart);
  if (ms >= 2 * DAY - 30 * MINUTE) {
    const days = Math.round(ms / DAY);
    const hours = Math.round(ms / HOUR);
    return hours % 24 === 0 ? plural(days, 'day') : plural(hours, 'hour');
  }
  if (ms >= HOUR - 30_000) return plural(Math.round(ms / HOUR), 'hour');
  return plural(Math.max(1, Math.round(ms / MINUTE)), 'minute');
}
