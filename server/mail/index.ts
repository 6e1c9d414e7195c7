// The mail every domain sends: its writes queue messages in the outbox (store/outbox.ts) inside
// their own transaction, and the worker (worker.ts) delivers them through a transport
// (transport.ts, Postmark or the log). invitations.ts bounds the mail people aim at others.
export {
  enqueueEmail,
  enqueueEmails,
  mailEach,
  type AnyOutboxMessage,
  type OutboxMessage,
} from './store/outbox';
export { parseInvitees, queueInvitations, requireInviteCount, skippedInvites } from './invitations';
export {
  createMailWorker,
  type MailLogger,
  type MailWorker,
  type MailWorkerOptions,
} from './worker';
export { createLogTransport, createPostmarkTransport, type MailTransport } from './transport';
