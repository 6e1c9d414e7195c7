// The cash-games domain module (issue 13 "League and money"), what the resolvers import: a cash
// game's money (writes.ts, queries.ts). access.ts holds who may, store.ts every query.
export { canManageCashGameFor, cashEntriesOf } from './queries';
export { recordCashBuyIn, recordCashOut, settleCashGame } from './writes';
// For a guest's claim, inside its transaction: the guest's buy-ins and cash-outs change hands.
export { handOverCashRows } from './store';
