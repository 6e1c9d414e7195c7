// Every GraphQL document of the event, history and dashboard screens is valid against the schema
// and within the server's query limits, colocated fragments included.
import { describe, expect, it } from 'vitest';
import { operationsOf, refusalsOf } from '../../../../tests/support/document-limits';
import * as dashboard from '../dashboard/documents';
import * as history from '../history/documents';
import * as events from './documents';

describe('event, history and dashboard documents', () => {
  it.each(operationsOf(events, history, dashboard))(
    '%s passes the schema and the server limits',
    (_name, document) => {
      expect(refusalsOf(document)).toEqual([]);
    },
  );
});
