// The server's log never echoes a huge value: a multi-megabyte title in a failed query's
// parameters, a pasted list in an error message, a long URL. Each line is checked as pino
// writes it; a line that could hold a value over LOGGED_TEXT_MAX has every such string cut in
// the middle (both ends say the most: what it is, and how it ends) and long lists shortened.
// Lines of ordinary size, nearly all of them, pass untouched.
import type { FastifyServerOptions } from 'fastify';

export const LOGGED_TEXT_MAX = 2_000;
const LOGGED_ITEMS_MAX = 50;
const LOGGED_DEPTH_MAX = 10;

/** The text, or its two ends with what was cut between them. */
export function cutText(text: string, max = LOGGED_TEXT_MAX): string {
  if (text.length <= max) return text;
  const end = Math.floor(max / 2);
  return `${text.slice(0, end)} … [${text.length - 2 * end} characters cut] … ${text.slice(-end)}`;
}

/** A copy of a JSON value with long strings cut and long lists shortened. */
export function cutLongValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cutText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= LOGGED_DEPTH_MAX) return '[nested too deep to log]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, LOGGED_ITEMS_MAX).map((item) => cutLongValues(item, depth + 1));
    const more = value.length - kept.length;
    return more > 0 ? [...kept, `[${more} more items]`] : kept;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, cutLongValues(item, depth + 1)]),
  );
}

/** One log line (pino's JSON and a newline) with no value over the limit. */
export function cutLogLine(line: string): string {
  if (line.length <= LOGGED_TEXT_MAX) return line;
  try {
    return `${JSON.stringify(cutLongValues(JSON.parse(line)))}\n`;
  } catch {
    return `${cutText(line.trimEnd())}\n`;
  }
}

/** Query parameters that carry a secret: OAuth's code and state, a verify or reset code. */
const SECRET_PARAMS = /([?&](?:code|state|oobCode|token)=)[^&#]*/gi;

/**
 * The URL as the log may show it: a calendar feed's token (the URL is the key to the feed) and
 * the secret query parameters are replaced by `[secret]`. Display tokens and the links mailed
 * to people live after `#`, which browsers never send. See docs/security.md, "Logs".
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/calendar\/feed\/)[^/?#]+/, '$1[secret]')
    .replace(SECRET_PARAMS, '$1[secret]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's logger: pino at `level`, every line through cutLogLine, requests logged with their
 * URL redacted (the fields Fastify's own serializer writes); tests may pass a stream.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    hooks: { streamWrite: cutLogLine },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream && { stream }),
  };
}
