// Game night's play documents are valid against the schema and within the server's query limits,
// colocated fragments included.
import { describe, expect, it } from 'vitest';
import { operationsOf, refusalsOf } from '../../../../tests/support/document-limits';
import * as play from './playDocuments';

describe('game night play documents', () => {
  it.each(operationsOf(play))('%s passes the schema and the server limits', (_name, document) => {
    expect(refusalsOf(document)).toEqual([]);
  });
});
