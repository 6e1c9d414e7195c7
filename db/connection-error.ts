// A database that cannot be reached at start is an operator's mistake, not a bug: it gets one
// line naming DATABASE_URL (password hidden) and the cause, instead of postgres.js's stack trace.

export class DatabaseUnavailableError extends Error {}

/** Seconds a connection may take to become ready before start-up gives up on it (the default). */
export const CONNECT_TIMEOUT_SECONDS = 10;

export function databaseUnavailable(
  url: string,
  error: unknown,
  timeoutSeconds = CONNECT_TIMEOUT_SECONDS,
): DatabaseUnavailableError {
  return new DatabaseUnavailableError(
    `Cannot use the database in DATABASE_URL (${redact(url)}): ${causeOf(error, url, timeoutSeconds)}`,
  );
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'not a valid URL';
  }
}

function causeOf(error: unknown, url: string, timeoutSeconds: number): string {
  // Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  const first = error instanceof AggregateError && error.errors.length ? error.errors[0] : error;
  const { code, message } = (first ?? {}) as { code?: string; message?: string };
  let where = 'the server';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    // An unparsable URL falls through to the driver's own message below.
  }
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused by ${where} (is PostgreSQL running there?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host ${where.replace(/:\d+$/, '')} not found`;
    case 'CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return `${where} did not answer within ${timeoutSeconds} s`;
    case 'ECONNRESET':
      return `${where} closed the connection (is it a PostgreSQL server?)`;
  }
  const text = (message ?? String(first)).split('\n')[0]!.trim();
  return text || `unknown error (${code ?? 'no code'})`;
}
