// docs/api.md says what integrators paste into a shell, so it must keep working: every GraphQL
// document in it — ```graphql blocks and the queries inside its curl commands — is valid against
// the schema the server executes, and the three worked examples, sent as written with a token,
// answer in the shape the page shows (the same fields, nested the same way, with the same kinds
// of values), and a READ token's refusal reads as documented.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, eventPlayers, tournamentResults } from '../../db/schema';
import { buildSchema } from '../../server/graphql/schema';
import { CreateAccessToken } from '../support/operations';
import { inDays, seededApp, type Member } from '../support/seed';

const DOC = readFileSync(
  join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'docs/api.md'),
  'utf8',
);

/** Fenced blocks of the page, in order, with their language. */
const blocks = [...DOC.matchAll(/^( *)```(\w+)\n([\s\S]*?)^\1```$/gm)].map((m) => ({
  lang: m[2]!,
  text: m[3]!.replace(new RegExp(`^${m[1]}`, 'gm'), ''),
}));

/** A curl command's JSON body: the `-d '…'` text, the shell's `'"$NAME"'` splices filled in. */
function bodyOf(sh: string, values: Record<string, string> = {}): string | null {
  const match = /-d '((?:[^']|'"\$\w+"')*)'/.exec(sh);
  if (!match) return null;
  return match[1]!.replace(/'"\$(\w+)"'/g, (_, name: string) => values[name] ?? `<${name}>`);
}

const graphqlBlocks = blocks.filter((b) => b.lang === 'graphql').map((b) => b.text);
const curlQueries = blocks
  .filter((b) => b.lang === 'sh')
  .map((b) => bodyOf(b.text))
  .filter((body): body is string => body !== null)
  .map((body) => (JSON.parse(body) as { query: string }).query);

describe('GraphQL in docs/api.md', () => {
  const schema = buildSchema();

  it('is found: the pagination block and four curl commands', () => {
    expect(graphqlBlocks.length).toBeGreaterThanOrEqual(1);
    expect(curlQueries.length).toBeGreaterThanOrEqual(4);
  });

  it.each([...graphqlBlocks, ...curlQueries].map((text) => [text.slice(0, 60), text]))(
    '%s… is valid against the executed schema',
    (_, text) => {
      expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([]);
    },
  );
});

/** Every path of a JSON value with the kind found there; array items share their path. */
function shapeOf(value: unknown, path = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) shapeOf(item, `${path}[]`, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) shapeOf(item, `${path}.${key}`, into);
  } else {
    into.add(`${path}: ${value === null ? 'null' : typeof value}`);
  }
  return into;
}

/** The worked examples: each curl command of the section and the answer shown after it. */
function workedExamples() {
  const section = DOC.slice(DOC.indexOf('## Worked examples'));
  const inSection = blocks.filter((b) => section.includes(b.text));
  const examples: { sh: string; answer: unknown }[] = [];
  inSection.forEach((block, i) => {
    const next = inSection[i + 1];
    if (block.lang === 'sh' && block.text.includes("-d '") && next?.lang === 'json') {
      examples.push({ sh: block.text, answer: JSON.parse(next.text) });
    }
  });
  return examples;
}

const app = seededApp();
let ann: Member;
let bob: Member;
let groupId: string;
let eventId: string;

async function tokenOf(who: Member, scopes: ('READ' | 'WRITE')[]) {
  return (await who.ok(CreateAccessToken, { name: 'docs', scopes })).createAccessToken.token;
}

async function send(token: string, body: string) {
  const response = await fetch(`${app.t.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  // The page's story: Ann's "Thursday regulars", Bob a member, three games ahead, a season on
  // with one game played (Bob won, Ann second).
  ann = await app.member('ann');
  bob = await app.member('bob');
  const group = await ann.createGroup('Thursday regulars');
  await group.add(bob);
  groupId = group.id;
  for (const days of [7, 14, 21]) {
    const event = await ann.createEvent({ title: 'Thursday game', group, startsAt: inDays(days) });
    eventId ??= event.id;
  }
  await ann.ok(
    `mutation($g: ID!, $s: DateTime!, $e: DateTime!) {
      createSeason(groupId: $g, name: "Winter league", startsAt: $s, endsAt: $e,
        pointsFormula: FINISH_ORDER) { id } }`,
    { g: groupId, s: inDays(-30), e: inDays(60) },
  );
  const db = app.t.database.db;
  const [played] = await db
    .insert(events)
    .values({
      title: 'Thursday game',
      startsAt: new Date(inDays(-7)),
      location: "Ann's kitchen",
      buyInCents: 2000,
      maxPlayers: 9,
      ownerId: ann.id,
      groupId,
      status: 'completed',
    })
    .returning();
  await db
    .insert(eventPlayers)
    .values([ann, bob].map((who) => ({ eventId: played!.id, userId: who.id })));
  await db.insert(tournamentResults).values([
    { eventId: played!.id, userId: bob.id, place: 1, prizeCents: 3000 },
    { eventId: played!.id, userId: ann.id, place: 2, prizeCents: 1000 },
  ]);
});

describe('the worked examples in docs/api.md', () => {
  it('are three, each answered in the shape the page shows', async () => {
    const examples = workedExamples();
    expect(examples).toHaveLength(3);
    // Example 3 joins with Bob's token, as a member who has not joined yet.
    const tokens = [await tokenOf(ann, ['WRITE']), await tokenOf(ann, ['READ'])];
    const bobWrites = await tokenOf(bob, ['WRITE']);
    for (const [i, example] of examples.entries()) {
      const body = bodyOf(example.sh, { GROUP: groupId, EVENT: eventId })!;
      const { status, json } = await send(i === 2 ? bobWrites : tokens[0]!, body);
      expect(status).toBe(200);
      expect(json.errors).toBeUndefined();
      expect([...shapeOf(json)].sort()).toEqual([...shapeOf(example.answer)].sort());
    }
    // The season example's figures, as worked by hand: Bob first, Ann second.
    const standings = await send(tokens[1]!, bodyOf(examples[1]!.sh, { GROUP: groupId })!);
    const season = (standings.json as any).data.group.currentSeason;
    expect(season.standings.map((line: any) => [line.rank, line.user.displayName])).toEqual([
      [1, 'Bob'],
      [2, 'Ann'],
    ]);
  });

  it("refuses a READ token's join with the documented error", async () => {
    const join = workedExamples()[2]!;
    const readOnly = await tokenOf(bob, ['READ']);
    const { status, json } = await send(readOnly, bodyOf(join.sh, { EVENT: eventId })!);
    // The second answer shown under example 3 is the refusal.
    const section = DOC.slice(DOC.indexOf('### 3. Join a game'));
    const shown = blocks.filter((b) => b.lang === 'json' && section.includes(b.text));
    const documented = JSON.parse(shown[1]!.text);
    expect(status).toBe(403);
    expect(json).toEqual(documented);
  });
});
