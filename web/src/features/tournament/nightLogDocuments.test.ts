// The night's log documents, and the clock's that now carry the log, are valid against the
// schema and within the server's query limits, colocated fragments included.
import { describe, expect, it } from 'vitest';
import { operationsOf, refusalsOf } from '../../../../tests/support/document-limits';
import * as clock from './documents';
import * as log from './nightLogDocuments';

describe('night log documents', () => {
  it.each(operationsOf({ ...log, ...clock }))(
    '%s passes the schema and the server limits',
    (_name, document) => {
      expect(refusalsOf(document)).toEqual([]);
    },
  );
});
