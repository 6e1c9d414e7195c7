// Every GraphQL document of the group admin dashboard is valid against the schema and within the
// server's query limits.
import { describe, expect, it } from 'vitest';
import { operationsOf, refusalsOf } from '../../../../tests/support/document-limits';
import * as documents from './documents';
import { DELETE_PAYMENT_MUTATION } from './PaymentsList';
import { RECORD_PAYMENT_MUTATION } from './RecordPaymentDialog';
import { ADMIN_SEASONS_CHANGED, ADMIN_SEASONS_QUERY } from './SeasonsCard';

describe('group admin documents', () => {
  it.each(operationsOf(documents))(
    '%s passes the schema and the server limits',
    (_name, document) => {
      expect(refusalsOf(document)).toEqual([]);
    },
  );

  it.each(operationsOf({ ADMIN_SEASONS_QUERY, ADMIN_SEASONS_CHANGED }))(
    'the Seasons card: %s passes the schema and the server limits',
    (_name, document) => {
      expect(refusalsOf(document)).toEqual([]);
    },
  );

  it.each(operationsOf({ RECORD_PAYMENT_MUTATION, DELETE_PAYMENT_MUTATION }))(
    'the Settle up card: %s passes the schema and the server limits',
    (_name, document) => {
      expect(refusalsOf(document)).toEqual([]);
    },
  );
});
