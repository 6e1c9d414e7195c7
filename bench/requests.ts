// The request path (issue 10's table): `{__typename}` as the server's own ceiling, then the
// documents the web app sends for the dashboard, the group page and the event page — taken from
// web/src's generated documents, so the bench follows the screens — and Postgres alone
// answering the statements the dashboard sends.
import { print, type DocumentNode } from 'graphql';
import {
  DashboardDocument,
  EventDocument,
  GroupDocument,
  GroupEventListsDocument,
} from '../web/src/gql/graphql';
import { load, loadTask, once, type LoadResult, type Request } from './load';
import type { Row } from './rows';
import type { Target } from './target';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const options = { connections: 50, seconds: SECONDS };

/** A POST to /graphql as the web app sends it (a browser accepts compressed answers). */
export function graphqlRequest(
  document: DocumentNode | string,
  variables: Record<string, unknown> = {},
  cookie: string | null = null,
): Request {
  return {
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({
      query: typeof document === 'string' ? document : print(document),
      variables,
    }),
  };
}

/** Sends the request once, uncompressed, and fails loudly if it does not answer with data. */
async function check(target: Target, request: Request) {
  const headers = { ...request.headers, 'accept-encoding': 'identity' };
  const { status, body } = await once(target.app.url, { ...request, headers });
  const parsed = JSON.parse(body) as { errors?: unknown[] };
  if (status !== 200 || parsed.errors)
    throw new Error(`bench request failed (${status}): ${body.slice(0, 500)}`);
  return body;
}

/** `{__typename}` from a visitor: no session, no database. */
export async function baseline(target: Target): Promise<Row> {
  const request = graphqlRequest('{ __typename }');
  await check(target, request);
  return {
    what: '{__typename} (no session)',
    result: await load(target.app.url, request, options),
  };
}

export async function requestRows(target: Target, report: (row: Row) => void): Promise<void> {
  const cookie = target.viewer.cookie;
  const { groupId, eventId } = target.seeded;
  const rows: [string, Request][] = [
    ['{__typename} signed in (session lookup)', graphqlRequest('{ __typename }', {}, cookie)],
    ['dashboard (Dashboard query)', graphqlRequest(DashboardDocument, {}, cookie)],
    [
      'group page (Group: members, leaderboard)',
      graphqlRequest(GroupDocument, { id: groupId }, cookie),
    ],
    [
      'group page event lists (GroupEventLists)',
      graphqlRequest(GroupEventListsDocument, { id: groupId }, cookie),
    ],
    ['event detail (Event query)', graphqlRequest(EventDocument, { id: eventId }, cookie)],
  ];
  for (const [what, request] of rows) {
    await check(target, request);
    const statements = await target.capture(() => check(target, request));
    report({
      what,
      result: await load(target.app.url, request, options),
      note: `${statements.length} statements`,
    });
  }

  // The dashboard's own statements, sent straight to the database from 50 loops, each
  // iteration sending them as the app does (all at once, over the app's pool of 10).
  const dashboard = graphqlRequest(DashboardDocument, {}, cookie);
  const statements = await target.capture(() => check(target, dashboard));
  const result: LoadResult = await loadTask(
    () => Promise.all(statements.map((s) => target.execute(s))),
    options,
  );
  report({
    what: `${target.kind === 'postgres' ? 'Postgres' : 'PGlite'} alone: the dashboard's SQL`,
    result,
    note: `${statements.length} statements per dashboard`,
  });
}
