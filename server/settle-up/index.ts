// The settle-up domain module (issue 13 "League and money"), what the resolvers import: each
// member's balance across the group's completed games after recorded payments, the transfers that
// square them and the payments themselves (queries.ts, core/settle-up's rules), and recordPayment
// and deletePayment (writes.ts). ledger.ts turns
// the games' money into core's ledger, store.ts holds every query, loaders.ts batches the reads.
export { createSettleUpLoaders } from './loaders';
export { balancesFor, paymentsPageFor, settleUpFor } from './queries';
export { deletePayment, recordPayment, type RecordPaymentInput } from './writes';
// For a guest's claim, inside its transaction: the guest's payments change hands.
export { handOverPayments } from './store';
