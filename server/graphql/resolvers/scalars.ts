// The API's own scalars.
//
// DateTime: ISO-8601 instants only (core/instant.ts), so a locale string, a date without a zone,
// 30 February or the year 275760 is refused with a clear BAD_USER_INPUT instead of being read
// as something else or reaching Postgres.
//
// SafeInt: a whole number a JSON number carries exactly, ±(2⁵³ − 1), for money the API adds up
// (balances, transfers, earnings): sums outgrow GraphQL's 32-bit Int long before a single amount
// does (docs/api.md, "Money"). Answers are JSON numbers, as an Int's are; a value that is not a
// safe integer is a server fault, reported as an error rather than sent rounded.
import { GraphQLScalarType, Kind } from 'graphql';
import { instantMessages, parseInstant } from '../../../core/instant';
import { badInput } from '../../errors';

function toDate(value: unknown): Date {
  if (typeof value !== 'string') throw badInput(instantMessages.format);
  const parsed = parseInstant(value);
  if (!parsed.ok) throw badInput(parsed.message);
  return parsed.date;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: toDate,
  parseLiteral: (ast) => toDate(ast.kind === Kind.STRING ? ast.value : null),
});

export const safeIntMessage =
  'SafeInt must be a whole number from -9007199254740991 to 9007199254740991';

/** A safe integer from a resolver's number, or a Postgres bigint as drivers hand it over (text). */
function toSafeInt(value: unknown): number | null {
  let number = Number.NaN;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'bigint') number = Number(value);
  else if (typeof value === 'string' && /^-?[0-9]{1,16}$/.test(value)) number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

function parseSafeInt(value: unknown): number {
  const parsed = typeof value === 'number' ? toSafeInt(value) : null;
  if (parsed === null) throw badInput(safeIntMessage);
  return parsed;
}

export const SafeInt = new GraphQLScalarType<number, number>({
  name: 'SafeInt',
  serialize: (value) => {
    const safe = toSafeInt(value);
    if (safe === null) throw new TypeError(`SafeInt cannot represent ${String(value)}`);
    return safe;
  },
  parseValue: parseSafeInt,
  parseLiteral: (ast) => parseSafeInt(ast.kind === Kind.INT ? Number(ast.value) : null),
});
