// The contact domain module, what the resolvers import. Inside: send.ts (the write, with its
// limit) → store.ts (the table) and emails.ts (the mail to support); messages.ts (its refusals).
export { sendContactMessage } from './send';
