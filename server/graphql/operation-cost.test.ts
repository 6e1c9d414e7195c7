// An operation's cost (core/api-limits' rule) from the app's own schema: object fields 1, scalars
// 0, a list 1 plus each item (at least 1 each, scalars or not), plain lists ×10, paged fields and
// the lists inside a connection × their `first`, fragments costing what the same fields cost
// inline, introspection by what it reads, and the one cap on a single operation.
import { buildSchema, getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  LIST_SIZE_ESTIMATE,
  MAX_OPERATION_COST,
  SCHEMA_INTROSPECTION_COST,
} from '../../core/api-limits';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/limits';
import { tooExpensive } from '../api-limits';
import { operationCost } from './operation-cost';
import { buildSchema as buildAppSchema } from './schema';

const app = buildAppSchema();
const costOf = (query: string, variables?: Record<string, unknown>, schema = app) => {
  const document = parse(query);
  return operationCost(schema, document, getOperationAST(document)!, variables);
};

// A connection as the contract has it, beside a paged plain list, to cost both shapes.
const paged = buildSchema(`
  type Query { group: Group }
  type Group { id: ID! events(first: Int, after: String): EventConnection!
    recent(first: Int = 5): [Event!]! }
  type EventConnection { edges: [EventEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type EventEdge { cursor: String! node: Event! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Event { id: ID! players: [User!]! }
  type User { id: ID! }
`);

describe('operationCost', () => {
  it('charges objects, not scalars, and nothing for __typename', () => {
    expect(costOf('{ __typename }')).toBe(0);
    expect(costOf('{ me { id displayName } }')).toBe(1);
    // me 1 + groups 1 + 10 groups × (owner 1).
    expect(costOf('{ me { groups { id owner { id } } } }')).toBe(2 + LIST_SIZE_ESTIMATE * 1);
  });

  it('counts a list’s items even when they select only scalars', () => {
    // me 1 + groups 1 + 10 groups, each at least 1: as much as groups that each select an object.
    expect(costOf('{ me { groups { id name } } }')).toBe(2 + LIST_SIZE_ESTIMATE);
    expect(costOf('{ me { groups { id name } } }')).toBe(
      costOf('{ me { groups { id owner { id } } } }'),
    );
    // A list of scalars counts its items too: accessTokens 1 + 10 × (scopes 1 + 10).
    expect(costOf('{ me { accessTokens { id scopes } } }')).toBe(1 + 1 + 10 * (1 + 10));
  });

  it('adds up aliased lists of scalar-only items, whatever their nesting', () => {
    // The audit's 15 aliased waitlists cost 16 points for 2,730 objects; each is now
    // event 1 + waitlist 1 + 10 people.
    const waitlists = Array.from(
      { length: 15 },
      (_, i) => `w${i}: event(id: "e") { waitlist { id displayName } }`,
    );
    expect(costOf(`{ ${waitlists.join(' ')} }`)).toBe(15 * (1 + 1 + LIST_SIZE_ESTIMATE));
  });

  it('multiplies what a plain list selects by the estimate, level by level', () => {
    // me 1 + groups 1 + 10 × (upcomingEvents 1 + 10 × (players 1 + 10 people)) = 1,112.
    expect(costOf('{ me { groups { upcomingEvents { players { id } } } } }')).toBe(1112);
  });

  it('costs fragments as the same fields written inline', () => {
    const inline = '{ me { groups { id owner { id displayName } members { id } } } }';
    const spread = `{ me { ...M } }
      fragment M on Me { groups { ...G } }
      fragment G on Group { id ... on Group { owner { ...U } } members { ...U } }
      fragment U on User { id displayName }`;
    expect(costOf(spread)).toBe(costOf(inline));
  });

  it('costs a connection’s edges by its first, from a literal, a variable or its default', () => {
    const q = (first: string) =>
      `query Q($n: Int = 7) { group { events${first} { totalCount pageInfo { hasNextPage } edges { node { players { id } } } } } }`;
    // group 1 + events 1 + pageInfo 1 + edges 1 + n × (node 1 + players 1 + 10 people).
    const cost = (n: number) => 4 + n * (1 + 1 + 10);
    expect(costOf(q('(first: 20)'), {}, paged)).toBe(cost(20));
    expect(costOf(q('(first: $n)'), { n: 3 }, paged)).toBe(cost(3));
    expect(costOf(q('(first: $n)'), {}, paged)).toBe(cost(7));
    expect(costOf(q(''), {}, paged)).toBe(cost(DEFAULT_PAGE_SIZE));
    expect(costOf(q('(first: 5000)'), {}, paged)).toBe(cost(MAX_PAGE_SIZE));
    // group 1 + recent 1 + its default page of 5 × (players 1 + 10 people).
    expect(costOf('{ group { recent { players { id } } } }', {}, paged)).toBe(1 + 1 + 5 * 11);
    // A connection's nodes that select only scalars count one each.
    expect(costOf(q('(first: 20)').replace('players { id }', 'id'), {}, paged)).toBe(4 + 20 * 1);
  });

  it('charges the schema’s introspection its measured cost, and aliases of it add up', () => {
    const full = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
    expect(costOf(full)).toBe(SCHEMA_INTROSPECTION_COST);
    expect(costOf('{ __schema { queryType { name } } }')).toBe(SCHEMA_INTROSPECTION_COST);
    const aliased = Array.from({ length: 7 }, (_, i) => `s${i}: __schema { types { name } }`);
    expect(costOf(`{ ${aliased.join(' ')} }`)).toBe(7 * SCHEMA_INTROSPECTION_COST);
    expect(tooExpensive(costOf(`{ ${aliased.join(' ')} }`))).not.toBeNull();
  });

  it('costs one type’s introspection by what it selects, like data', () => {
    // __type 1 + fields 1 + 10 × (type 1) + me 1.
    expect(costOf('{ __type(name: "Event") { fields { name type { name } } } me { id } }')).toBe(
      1 + 1 + 10 + 1,
    );
    // __type 1 + fields 1 + 10 fields counted one each.
    expect(costOf('{ __type(name: "Event") { name fields { name } } }')).toBe(1 + 1 + 10);
  });

  it('charges every mutation at least 1 per root field', () => {
    expect(costOf('mutation { revokeAccessToken(id: "x") }')).toBe(1);
    expect(costOf('mutation { a: revokeAccessToken(id: "x") b: revokeAccessToken(id: "y") }')).toBe(
      2,
    );
  });

  it('refuses an operation dearer than the cap, whichever way it is written', () => {
    const dear = `{ a: me { groups { upcomingEvents { players { id } } } } b: me { groups { upcomingEvents { players { id } } } } }`;
    expect(costOf(dear)).toBe(2224);
    expect(tooExpensive(costOf(dear))?.message).toBe(
      'This operation costs 2,224 points, more than the 2,000 any single request may cost. Select fewer fields or smaller pages.',
    );
    expect(tooExpensive(costOf(dear))?.extensions.code).toBe('BAD_USER_INPUT');
    expect(tooExpensive(MAX_OPERATION_COST)).toBeNull();
  });
});
