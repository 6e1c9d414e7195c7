// The query limits judge what a query selects, not how a client groups it into fragments: the
// web's colocated fragments nest without counting as depth. (Cost: operation-cost.test.ts.)
import { buildSchema, parse, printSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { protection } from './armor';
import { buildSchema as buildAppSchema } from './schema';

const schema = buildSchema(printSchema(buildAppSchema()));
/** What the limits say of `query`. */
function refusals(query: string): string[] {
  try {
    return validate(schema, parse(query), protection.validationRules).map((e) => e.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

const person = 'id displayName email';

describe('query limits', () => {
  it('lets fragments nest without charging them as depth', () => {
    const nested = `
      query Q { event(id: "e1") { ...A } }
      fragment A on Event { id tournament { ...B } results { user { ...P } } }
      fragment B on Tournament { id entries { ...C } }
      fragment C on TournamentEntry { player { ...P } eliminatedBy { ...P } finishPlace }
      fragment P on User { ${person} }`;
    expect(refusals(nested)).toEqual([]);
  });
});
