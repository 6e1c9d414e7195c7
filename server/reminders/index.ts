// The reminders domain: e-mails each player of an upcoming event `reminder_hours_before` hours
// before its start (or when they join, if later), and its host a summary. Inside: sweeper.ts (the loop each instance runs) →
// sweep.ts (one sweep: claim and queue in one transaction) → store.ts (the claim and reads);
// emails.ts what the mails say.
export {
  createReminderSweeper,
  type ReminderSweeper,
  type ReminderSweeperOptions,
} from './sweeper';
export type { SweepResult } from './sweep';
