// Relay cursor pagination for every list that grows with time (Me.eventHistory, Group.events, a
// group's activity and results, …): one page-size rule, one cursor format and one way to build
// edges and pageInfo, so every connection in the API behaves the same.
//
// pageInfo has the Relay cursor connections spec's four fields. Lists page forward only
// (first/after), so hasPreviousPage is always false (the spec allows it for forward paging) and
// startCursor is the first edge's cursor.
//
// Pages are keysets, never offsets: a cursor names the last row's sort key — (time, id), the id
// breaking ties — and the next page is "rows after that key", so rows added or removed while a
// client pages never make it skip or repeat one. A list reads `first + 1` rows (keysetPage) to
// know whether there is a next page without counting.
import { asc, desc, sql, type Column, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, pageSizeProblem } from '../../core/limits';
import { isUuid } from '../../db/ids';
import { badInput } from '../errors';

/** `first` as a page size: core/limits' DEFAULT_PAGE_SIZE when left out, else its checked value. */
export function pageSizeOf(first: number | null | undefined): number {
  const problem = pageSizeProblem(first);
  if (problem) throw badInput(problem, { argument: 'first' });
  return first ?? DEFAULT_PAGE_SIZE;
}

/** A row's place in a list ordered by time, then id: what a cursor carries. */
export interface TimeKey {
  at: Date;
  /** The row's id as text: a uuid, or a serial number's digits (IdKind). */
  id: string;
}

/** How a list's id column is typed: `uuid`, or `serial` for a bigserial (activity lines). */
export type IdKind = 'uuid' | 'serial';

/** A serial id as a cursor may carry it: digits, no leading zero, well inside bigint. */
const SERIAL_ID = /^[1-9][0-9]{0,17}$/;

const isIdOf = (kind: IdKind, id: string): boolean =>
  kind === 'uuid' ? isUuid(id) : SERIAL_ID.test(id);

/**
 * The cursor of a row in the list called `list`: base64url text clients must treat as opaque.
 * The list's name is inside so a cursor from one list is refused by another.
 */
export function encodeCursor(list: string, key: TimeKey): string {
  return Buffer.from(JSON.stringify([list, key.at.toISOString(), key.id])).toString('base64url');
}

const invalidCursor = () =>
  badInput('after is not a cursor from this list: pass an endCursor this list returned.', {
    argument: 'after',
  });

/** The key a cursor of `list` names; BAD_USER_INPUT for anything this API did not hand out. */
export function decodeCursor(list: string, cursor: string, idKind: IdKind = 'uuid'): TimeKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [name, at, id] = parsed as unknown[];
  if (name !== list || typeof at !== 'string' || typeof id !== 'string') throw invalidCursor();
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || time.toISOString() !== at || !isIdOf(idKind, id)) {
    throw invalidCursor();
  }
  return { at: time, id };
}

export type Direction = 'asc' | 'desc';

/**
 * A time column to the millisecond, the precision a cursor (a JavaScript Date) carries. Columns
 * filled by `now()` hold microseconds: ordering by the raw column while comparing with a key cut
 * to the millisecond would skip rows that share the cursor row's millisecond, so a keyset list
 * orders and compares by this instead.
 */
const toMillisecond = (timeColumn: Column): SQL => sql`date_trunc('milliseconds', ${timeColumn})`;

/**
 * Rows strictly after `key` in a list ordered by (timeColumn, idColumn) in `direction`; no
 * condition on the first page. Order the query the same way (`orderBy(...keysetOrder(...))`).
 */
export function keysetAfter(
  timeColumn: Column,
  idColumn: Column,
  direction: Direction,
  key: TimeKey | null,
  idKind: IdKind = 'uuid',
): SQL | undefined {
  if (!key) return undefined;
  const beyond = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  const id = idKind === 'uuid' ? sql`${key.id}::uuid` : sql`${key.id}::bigint`;
  return sql`(${toMillisecond(timeColumn)}, ${idColumn}) ${beyond} (${key.at.toISOString()}::timestamptz, ${id})`;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

/** The Relay spec's PageInfo, as every connection answers it. */
export interface PageInfo {
  hasNextPage: boolean;
  /** Always false: forward paging only. */
  hasPreviousPage: false;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** A page's PageInfo from its edges and whether rows follow it. */
export function pageInfoOf(edges: readonly Edge<unknown>[], hasNextPage: boolean): PageInfo {
  return {
    hasNextPage,
    hasPreviousPage: false,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}

export const emptyConnection = <T>(): Connection<T> => ({
  edges: [],
  pageInfo: pageInfoOf([], false),
  totalCount: 0,
});

/** The ORDER BY that goes with keysetAfter: time (to the millisecond), then id, both in `direction`. */
export function keysetOrder(timeColumn: Column, idColumn: Column, direction: Direction): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(toMillisecond(timeColumn)), by(idColumn)];
}

/** What a list's arguments say to read: how many rows, and after which key. */
export interface PageRequest {
  size: number;
  after: TimeKey | null;
}

/** A connection field's arguments, as GraphQL passes them. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** Checks `first` and `after` for the list called `list`, before any query runs. */
export function pageRequestOf(list: string, args: PageArgs, idKind: IdKind = 'uuid'): PageRequest {
  const size = pageSizeOf(args.first);
  return { size, after: args.after == null ? null : decodeCursor(list, args.after, idKind) };
}

/**
 * A page from `rows` — read in the list's order, after the request's key, at most size + 1 of
 * them — and the list's total count: the extra row only says there is a next page.
 */
export function connectionOf<T>(
  list: string,
  request: PageRequest,
  rows: T[],
  totalCount: number,
  keyOf: (row: T) => TimeKey,
): Connection<T> {
  const page = rows.slice(0, request.size);
  const edges = page.map((node) => ({ cursor: encodeCursor(list, keyOf(node)), node }));
  return { edges, pageInfo: pageInfoOf(edges, rows.length > request.size), totalCount };
}

/** How a list reads its rows: a page in its order after a key, and its total count. */
export interface KeysetSource<T> {
  /** At most `limit` rows after `after` (keysetAfter), in the list's order (keysetOrder). */
  rows: (limit: number, after: TimeKey | null) => Promise<T[]>;
  count: () => Promise<number>;
  keyOf: (row: T) => TimeKey;
  /** The id column's type, `uuid` when left out; rows must pass the same to keysetAfter. */
  idKind?: IdKind;
}

/**
 * One page of the list called `list` for `first`/`after`: arguments checked first, then
 * size + 1 rows and the count read side by side.
 */
export async function keysetPage<T>(
  list: string,
  args: PageArgs,
  source: KeysetSource<T>,
): Promise<Connection<T>> {
  const request = pageRequestOf(list, args, source.idKind);
  const [rows, totalCount] = await Promise.all([
    source.rows(request.size + 1, request.after),
    source.count(),
  ]);
  return connectionOf(list, request, rows, totalCount, source.keyOf);
}
