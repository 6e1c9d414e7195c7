// Instants as the API takes them: ISO-8601 / RFC 3339 date and time with a zone (Z or ±hh:mm),
// on a day the calendar has, within the years of core/limits.ts. Nothing else: no locale
// strings, no date without a time or a time without a zone (whose instant would depend on the
// server's zone), and no rolling 30 February over into March as `new Date` does.
import { dateLimits } from './limits';

export const instantMessages = {
  /** docs/product.md §5's wording. */
  format: 'Invalid date format',
  range: `Dates must be between the years ${dateLimits.minYear} and ${dateLimits.maxYear}`,
  noSuchDay: (day: string) => `Invalid date: ${day} does not exist`,
} as const;

export type ParsedInstant = { ok: true; date: Date } | { ok: false; message: string };

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
/** ISO-8601's expanded years (-000001, +275760): a date, just not one of ours. */
const EXPANDED_YEAR = /^(?:[+-]\d{4,6}|\d{5,6})-\d{2}-\d{2}/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Reads an instant, or says in a sentence what is wrong with it. */
export function parseInstant(text: string): ParsedInstant {
  const match = INSTANT.exec(text);
  if (!match) {
    return {
      ok: false,
      message: EXPANDED_YEAR.test(text) ? instantMessages.range : instantMessages.format,
    };
  }
  const [year, month, day, hours, minutes, seconds = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const [, , , , , , , fraction, sign, offsetHours, offsetMinutes] = match;
  const badOffset = sign !== undefined && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59);
  if (hours! > 23 || minutes! > 59 || seconds > 59 || badOffset) {
    return { ok: false, message: instantMessages.format };
  }
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysIn(year!, month!)) {
    return { ok: false, message: instantMessages.noSuchDay(text.slice(0, 10)) };
  }
  const offset = sign
    ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes))
    : 0;
  const milliseconds = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  const utc =
    Date.UTC(year!, month! - 1, day, hours, minutes, seconds, milliseconds) - offset * 60_000;
  return instantInRange(new Date(utc));
}

/** The instant itself, when its year (in UTC) is one the app takes. */
export function instantInRange(date: Date): ParsedInstant {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year)) return { ok: false, message: instantMessages.format };
  if (year < dateLimits.minYear || year > dateLimits.maxYear) {
    return { ok: false, message: instantMessages.range };
  }
  return { ok: true, date };
}
