// Every connection meets the Relay cursor connections spec (https://relay.dev/graphql/connections.htm),
// which Relay's compiler checks before it accepts `@connection` (issue 27, finding 11: PageInfo
// lacked hasPreviousPage and startCursor). Read from the running server's introspection: each
// *Connection type has `edges` of edges with `cursor: String!` and a `node`, and `pageInfo:
// PageInfo!` with the spec's four fields; each field answering a connection takes `first` and
// `after`; and a query of every such field gets the four back, right for a forward page.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type IntrospectionQuery,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { inDays, seededApp, type Member } from '../support/seed';

const app = seededApp();

/** How a type reads in SDL: `[EventEdge!]!`. */
const sdl = (type: GraphQLOutputType | undefined) => String(type);

async function executedSchema(member: Member) {
  return buildClientSchema(await member.ok<IntrospectionQuery>(getIntrospectionQuery()));
}

const PAGE_INFO = `pageInfo { hasNextPage hasPreviousPage startCursor endCursor }`;
const PAGE = `(first: 1) { totalCount edges { cursor } ${PAGE_INFO} }`;

/**
 * A query for every field of the API that answers a connection, keyed `Type.field`. A new
 * connection fails the test below until it is added here, so none escapes the check.
 */
const CONNECTION_QUERIES: Record<string, (groupId: string) => string> = {
  'Me.eventHistory': () => `{ me { eventHistory${PAGE} } }`,
  'Group.events': (id) =>
    `{ group(id: "${id}") { upcoming: events(when: UPCOMING, first: 1) { totalCount edges { cursor } ${PAGE_INFO} }
       past: events(when: PAST, first: 1) { totalCount edges { cursor } ${PAGE_INFO} } } }`,
  'Group.completedEvents': (id) => `{ group(id: "${id}") { completedEvents${PAGE} } }`,
  'Group.activityLog': (id) => `{ group(id: "${id}") { activityLog${PAGE} } }`,
  'Group.payments': (id) => `{ group(id: "${id}") { payments${PAGE} } }`,
};

function connectionFields(schema: ReturnType<typeof buildClientSchema>) {
  const found: { path: string; field: GraphQLField<unknown, unknown> }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name.endsWith('Connection')) {
        found.push({ path: `${type.name}.${field.name}`, field });
      }
    }
  }
  return found;
}

describe('connections (Relay cursor spec)', () => {
  it('have edges with a cursor and a node, and a PageInfo with the four fields', async () => {
    const schema = await executedSchema(await app.member('relayreader'));
    const pageInfo = schema.getType('PageInfo') as GraphQLObjectType;
    const fields = pageInfo.getFields();
    expect(
      Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sdl(field.type)])),
    ).toMatchObject({
      hasNextPage: 'Boolean!',
      hasPreviousPage: 'Boolean!',
      startCursor: 'String',
      endCursor: 'String',
    });

    const connections = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType => isObjectType(type) && type.name.endsWith('Connection'),
    );
    expect(connections.map((c) => c.name).sort()).toEqual([
      'EventConnection',
      'GroupActivityConnection',
      'PaymentConnection',
    ]);
    for (const connection of connections) {
      const { edges, pageInfo: info } = connection.getFields();
      expect(sdl(info?.type), connection.name).toBe('PageInfo!');
      // edges: a list of edge objects, each with a cursor and a node that is not a list.
      expect(edges && isNonNullType(edges.type) && isListType(edges.type.ofType)).toBe(true);
      const edge = getNamedType(edges!.type) as GraphQLObjectType;
      expect(isObjectType(edge), edge.name).toBe(true);
      const { cursor, node } = edge.getFields();
      expect(sdl(cursor?.type), edge.name).toBe('String!');
      expect(node, edge.name).toBeDefined();
      const nodeType = isNonNullType(node!.type) ? node!.type.ofType : node!.type;
      expect(isListType(nodeType), edge.name).toBe(false);
    }

    // Every field answering a connection pages forward: `first: Int` and `after: String`.
    const found = connectionFields(schema);
    expect(found.map((f) => f.path).sort()).toEqual(Object.keys(CONNECTION_QUERIES).sort());
    for (const { path, field } of found) {
      const args = Object.fromEntries(field.args.map((a) => [a.name, String(a.type)]));
      expect(args, path).toMatchObject({ first: 'Int', after: 'String' });
    }
  });

  it('answer the four page fields on every connection of the API, right for a forward page', async () => {
    const owner = await app.member('relayowner');
    const mate = await app.member('relaymate');
    const group = await owner.createGroup('Relay club');
    await group.add(mate);
    // One of everything each list holds: an upcoming game, a completed one, a payment, and the
    // activity those leave.
    await owner.createEvent({ group, title: 'Next week' });
    const past = await owner.createEvent({ group, title: 'Last week', startsAt: inDays(-7) });
    await owner.ok(
      `mutation($id: ID!, $w: [WinnerInput!]!) { setWinners(eventId: $id, winners: $w) { id } }`,
      { id: past.id, w: [{ place: 1, userId: owner.id, prizeCents: 2000 }] },
    );
    await owner.ok(
      `mutation($g: ID!, $f: ID!, $t: ID!) { recordPayment(groupId: $g, fromUserId: $f, toUserId: $t, amountCents: 500) { id } }`,
      { g: group.id, f: mate.id, t: owner.id },
    );

    type Page = {
      totalCount: number;
      edges: { cursor: string }[];
      pageInfo: Record<string, unknown>;
    };
    const pages: [string, Page][] = [];
    const collect = (path: string, value: unknown) => {
      if (value && typeof value === 'object' && 'pageInfo' in value) {
        pages.push([path, value as Page]);
        return;
      }
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) collect(`${path}.${key}`, inner);
      }
    };
    for (const [path, query] of Object.entries(CONNECTION_QUERIES)) {
      collect(path, await owner.ok(query(group.id)));
    }
    expect(pages).toHaveLength(Object.keys(CONNECTION_QUERIES).length + 1); // events twice
    for (const [path, page] of pages) {
      expect(page.edges, path).toHaveLength(1);
      expect(page.pageInfo, path).toEqual({
        hasNextPage: page.totalCount > 1,
        hasPreviousPage: false,
        startCursor: page.edges[0]!.cursor,
        endCursor: page.edges[0]!.cursor,
      });
    }
  });
});
