// DateTime: ISO-8601 instants only (core/instant.ts), so a locale string, a date without a zone,
// 30 February or the year 275760 is refused with a clear BAD_USER_INPUT instead of being read
// as something else or reaching Postgres.
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
