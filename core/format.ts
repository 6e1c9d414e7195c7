// Money and date display shared by the web and the e-mails: whole cents in, dollars out; dates
// in a named IANA zone as a long date plus a short time (docs/product.md §9).
import { TZDate } from '@date-fns/tz';
import { timezoneLabel } from './timezones';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(cents: number): string {
  return dollars.format(cents / 100);
}

/** A buy-in's amount as cards show it: "Free" when there is none, else dollars. */
export function formatBuyInAmount(cents: number): string {
  return cents === 0 ? 'Free' : formatMoney(cents);
}

/** A buy-in as event pages and lists show it: "Free" or "$20.00 buy-in". */
export function formatBuyIn(cents: number): string {
  return cents === 0 ? 'Free' : `${formatMoney(cents)} buy-in`;
}

/** Parses a dollar amount typed by a person ("20", "$12.50") into whole cents, or null. */
export function dollarsToCents(input: string | number): number | null {
  const text = String(input).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export function formatEventDate(iso: string | Date, timeZone: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(date);
  // Some ICU versions put a narrow no-break space before AM/PM; people (and tests) expect a space.
  return `${day} at ${time}`.replace(/[\u202f\u00a0]/g, ' ');
}

/** The date as e-mails show it: with the zone's name, since recipients may live elsewhere. */
export function formatEventDateWithZone(iso: string | Date, timeZone: string): string {
  return `${formatEventDate(iso, timeZone)} (${timezoneLabel(timeZone)} time)`;
}

/** Whole cents as an input shows dollars: both decimals, as people write money (1500 → "15.00"). */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A wall-clock time picked in a form ("2026-12-04 19:30" or "2026-12-04 19:30:00", the shape
 * Mantine's pickers produce; a "T" separator works too) read as local time in `timeZone`, as an
 * ISO instant. Null when the text is not such a date and time or names a day that does not exist.
 */
export function wallTimeToIso(wallTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallTime.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hours! > 23 || minutes! > 59)
    return null;
  const zoned = new TZDate(year!, month! - 1, day!, hours!, minutes!, seconds!, timeZone);
  if (Number.isNaN(zoned.getTime()) || zoned.getDate() !== day) return null;
  return new Date(zoned.getTime()).toISOString();
}

/**
 * The inverse of wallTimeToIso: an instant as the wall-clock text ("2026-12-04 19:30:00") it
 * reads in `timeZone`, the shape the pickers take, so a form can start from a saved date.
 */
export function isoToWallTime(iso: string, timeZone: string): string {
  const zoned = new TZDate(new Date(iso).getTime(), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${zoned.getFullYear()}-${two(zoned.getMonth() + 1)}-${two(zoned.getDate())} ` +
    `${two(zoned.getHours())}:${two(zoned.getMinutes())}:${two(zoned.getSeconds())}`
  );
}
