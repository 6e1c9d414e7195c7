import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('Invalid date format', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return date;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 instant in UTC.',
  serialize: (value) => (value instanceof Date ? value : toDate(value)).toISOString(),
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Invalid date format');
    return toDate(ast.value);
  },
});
