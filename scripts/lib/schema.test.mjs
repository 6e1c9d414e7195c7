import { describe, expect, it } from 'vitest';
import { breakingChanges, currentSchemaSdl } from './schema.mjs';

const before = `
  type Query { game(id: ID!): Game  games: [Game!]! @deprecated(reason: "Use gamePage.") }
  type Game {
    id: ID!
    title: String!
    venue: String @deprecated(reason: "Use location.")
    location: String
    kind: Kind!
  }
  enum Kind { CASH TOURNAMENT SIT_AND_GO @deprecated(reason: "Never used.") }
  input GameInput { title: String! venue: String @deprecated(reason: "Use location.") location: String }
  type Mutation { addGame(input: GameInput!): Game! }
`;

/** `before` with `from` replaced by `to` (which must be there). */
function edit(from, to) {
  expect(before).toContain(from);
  return before.replace(from, to);
}

describe('breakingChanges', () => {
  it('passes the same schema, and added fields, types, arguments and enum values', async () => {
    expect(await breakingChanges(before, before)).toEqual([]);
    const grown = edit('kind: Kind!', 'kind: Kind!\n seats(first: Int): Int\n host: Host')
      .replace('SIT_AND_GO', 'HEADS_UP SIT_AND_GO')
      .concat('type Host { name: String! }');
    expect(await breakingChanges(before, grown)).toEqual([]);
  });

  it('fails on a removed field that was not deprecated, naming it', async () => {
    const changes = await breakingChanges(before, edit('title: String!\n', ''));
    expect(changes).toEqual([
      { path: 'Game.title', message: expect.stringContaining("Field 'title' was removed") },
    ]);
  });

  it('passes the removal of a field, input field or enum value deprecated first', async () => {
    const removed = edit('venue: String @deprecated(reason: "Use location.")\n', '')
      .replace('games: [Game!]! @deprecated(reason: "Use gamePage.")', '')
      .replace('SIT_AND_GO @deprecated(reason: "Never used.")', '')
      .replace('venue: String @deprecated(reason: "Use location.")', '');
    expect(await breakingChanges(before, removed)).toEqual([]);
  });

  it('fails on removing a whole type, an enum value or an argument, and on a changed type', async () => {
    const paths = async (after) => (await breakingChanges(before, after)).map((c) => c.path);
    expect(
      await paths(edit('kind: Kind!', 'kind: String!').replace(/enum Kind \{[^}]*\}/, '')),
    ).toEqual(expect.arrayContaining(['Kind', 'Game.kind']));
    expect(await paths(edit('CASH ', ''))).toEqual(['Kind.CASH']);
    expect(await paths(edit('game(id: ID!)', 'game'))).toEqual(['Query.game.id']);
    expect(await paths(edit('title: String!', 'title: Int!'))).toEqual(['Game.title']);
    // Required input where there was none breaks every existing caller.
    expect(await paths(edit('location: String }', 'location: String! }'))).toEqual([
      'GameInput.location',
    ]);
  });

  it('passes an output field widened from Int to SafeInt, and nothing else that way', async () => {
    const money = (field, arg, input) => `
      scalar SafeInt
      type Query { total(days: ${arg}): ${field} }
      input Filter { min: ${input} }
      type Mutation { pay(filter: Filter): Boolean }`;
    const paths = async (after) =>
      (await breakingChanges(money('Int!', 'Int', 'Int'), after)).map((c) => c.path);
    expect(await paths(money('SafeInt!', 'Int', 'Int'))).toEqual([]);
    // Wrapping must stay: a non-null answer that may now be null breaks readers.
    expect(await paths(money('SafeInt', 'Int', 'Int'))).toEqual(['Query.total']);
    // Arguments and input fields type a client's variables: never widened.
    expect(await paths(money('Int!', 'SafeInt', 'Int'))).toEqual(['Query.total.days']);
    expect(await paths(money('Int!', 'Int', 'SafeInt'))).toEqual(['Filter.min']);
    expect(await paths(money('Float!', 'Int', 'Int'))).toEqual(['Query.total']);
  });
});

describe('currentSchemaSdl', () => {
  it("prints the app's schema with its connections, types in a stable order", () => {
    const sdl = currentSchemaSdl();
    expect(sdl).toContain('eventHistory(after: String, first: Int): EventConnection!');
    const types = [...sdl.matchAll(/^(?:type|enum|input|scalar) (\w+)/gm)].map((m) => m[1]);
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b)));
  });
});
