import { describe, expect, it } from 'vitest';
import {
  connectionOf,
  decodeCursor,
  emptyConnection,
  encodeCursor,
  pageRequestOf,
} from './connections';

const key = {
  at: new Date('2030-05-01T19:30:00.123Z'),
  id: '0b6f3f0e-8a4a-4c5e-9a7e-2f1d3c4b5a69',
};

describe('cursors', () => {
  it('read back the key they were made from, for their own list only', () => {
    const cursor = encodeCursor('event-history', key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor('event-history', cursor)).toEqual(key);
    expect(() => decodeCursor('group-events:past', cursor)).toThrow(/not a cursor from this list/);
  });

  it('refuse text the API did not hand out', () => {
    const bad = [
      '',
      'abc',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from(JSON.stringify(['event-history', 'yesterday', key.id])).toString('base64url'),
      Buffer.from(JSON.stringify(['event-history', key.at.toISOString(), 'x'])).toString(
        'base64url',
      ),
    ];
    for (const cursor of bad) {
      expect(() => decodeCursor('event-history', cursor)).toThrow(/not a cursor from this list/);
    }
  });
});

describe('cursors of a list with serial ids', () => {
  it('carry the digits of a bigserial id and refuse a uuid, zeros or too many digits', () => {
    const line = { at: key.at, id: '4217' };
    const cursor = encodeCursor('group-activity', line);
    expect(decodeCursor('group-activity', cursor, 'serial')).toEqual(line);
    const withId = (id: unknown) =>
      Buffer.from(JSON.stringify(['group-activity', key.at.toISOString(), id])).toString(
        'base64url',
      );
    for (const id of [key.id, '0', '007', '1'.repeat(19), '-3', 12, '1e3']) {
      expect(() => decodeCursor('group-activity', withId(id), 'serial')).toThrow(
        /not a cursor from this list/,
      );
    }
    // A uuid list refuses a serial id.
    expect(() => decodeCursor('group-activity', cursor)).toThrow(/not a cursor from this list/);
  });
});

describe('connectionOf', () => {
  const rows = [1, 2, 3].map((n) => ({ n, at: new Date(Date.UTC(2030, 0, n)), id: key.id }));
  const keyOf = (row: (typeof rows)[number]) => ({ at: row.at, id: row.id });

  it('drops the extra row read ahead and says a next page follows', () => {
    const page = connectionOf('l', pageRequestOf('l', { first: 2 }), rows, 9, keyOf);
    expect(page.edges.map((e) => e.node.n)).toEqual([1, 2]);
    expect(page.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: page.edges[0]!.cursor,
      endCursor: page.edges[1]!.cursor,
    });
    expect(page.totalCount).toBe(9);
  });

  it('ends with no next page, and an empty page has no start or end cursor', () => {
    const last = connectionOf('l', pageRequestOf('l', { first: 3 }), rows, 3, keyOf);
    expect(last.pageInfo.hasNextPage).toBe(false);
    const empty = connectionOf('l', pageRequestOf('l', {}), [], 0, keyOf);
    const none = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
    expect(empty.pageInfo).toEqual(none);
    expect(emptyConnection().pageInfo).toEqual(none);
  });

  it('never has a previous page, also after a cursor: lists page forward only', () => {
    const first = connectionOf('l', pageRequestOf('l', { first: 1 }), rows, 3, keyOf);
    const after = pageRequestOf('l', { first: 1, after: first.pageInfo.endCursor });
    const second = connectionOf('l', after, rows.slice(1), 3, keyOf);
    expect(second.pageInfo.hasPreviousPage).toBe(false);
    expect(second.pageInfo.startCursor).toBe(second.edges[0]!.cursor);
    expect(second.pageInfo.startCursor).toBe(second.pageInfo.endCursor);
  });
});
