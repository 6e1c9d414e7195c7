// The query limits judge what a query selects, not how a client groups it into fragments: the
// web's colocated fragments cost what the same fields cost inline, and a query that is too big
// inline is still refused.
import { buildSchema, parse, printSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { protection } from './armor';
import { buildSchema as buildAppSchema } from './schema';

const schema = buildSchema(printSchema(buildAppSchema()));
/** What the limits say of `query` (the cost rule throws rather than reporting). */
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

  it('still refuses a query whose fields cost too much, with fragments or without', () => {
    const seats = `tables { seats { player { ${person} } } } players { ${person} }
      group { events(when: PAST, first: 50) { edges { node { id title owner { ${person} } } } } }`;
    const events = (body: string) =>
      Array.from({ length: 15 }, (_, i) => `e${i}: event(id: "e${i}") { ${body} }`).join(' ');
    const inline = `query Q { ${events(`id ${seats} winners { user { ${person} } }`)} }`;
    const spread = `query Q { ${events('...E')} }
      fragment E on Event { id ${seats} winners { ...W } }
      fragment W on Winner { user { ...P } }
      fragment P on User { ${person} }`;
    expect(refusals(inline).join()).toMatch(/Query Cost limit of 5000 exceeded/);
    expect(refusals(spread).join()).toMatch(/Query Cost limit of 5000 exceeded/);
  });
});
