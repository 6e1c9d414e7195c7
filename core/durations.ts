// How long something is, said the way people say it: "45 minutes", "1 hour 30 minutes",
// "23 hours", "2 days". Exact below an hour, to the quarter hour below twelve hours, then to the
// hour; whole days from two days on. So 89.9 minutes reads "1 hour 30 minutes", not "1 hour",
// and a reminder sent a minute late still reads "24 hours", not "23 hours 59 minutes".

const MINUTE = 60_000;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** `ms` as people say it; anything under a minute (or negative) reads "1 minute". */
export function spokenDuration(ms: number): string {
  const minutes = Math.round(Math.max(0, ms) / MINUTE);
  if (minutes < 60) return plural(Math.max(1, minutes), 'minute');
  if (minutes < 12 * 60) {
    const quarters = Math.round(minutes / 15) * 15;
    const rest = quarters % 60;
    return joined(plural(Math.floor(quarters / 60), 'hour'), rest ? plural(rest, 'minute') : null);
  }
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  const rest = hours % 24;
  return joined(plural(Math.floor(hours / 24), 'day'), rest ? plural(rest, 'hour') : null);
}
