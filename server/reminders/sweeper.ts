// Runs the reminder sweep on every instance, every `intervalMs`, beside the mail worker: started
// and stopped with it by server/http/app.ts. It holds no state between sweeps — what is due and
// what was sent live in the database (events.reminded_for, event_players.reminded_for) and the outbox — so instances may come
// and go, and several sweeping at once queue each reminder once (store.ts's claim).
import type { Services } from '../services';
import { sweepReminders, type SweepResult } from './sweep';

export interface ReminderSweeperOptions {
  services: Services;
  /** The clock the sweep decides "due" by (tests move it; the default is the machine's). */
  now?: () => Date;
  /** How often to sweep; a reminder goes out at most this late. */
  intervalMs?: number;
}

export interface ReminderSweeper {
  start(): void;
  /** Waits for a sweep in progress and stops. */
  stop(): Promise<void>;
  /** Sweeps now (one sweep at a time per instance); resolves to what it queued. */
  runOnce(): Promise<SweepResult>;
}

export function createReminderSweeper(options: ReminderSweeperOptions): ReminderSweeper {
  const { services, now = () => new Date(), intervalMs = 60_000 } = options;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let passes: Promise<unknown> = Promise.resolve();

  function runOnce(): Promise<SweepResult> {
    const pass = passes.then(() => sweepReminders(services, now()));
    passes = pass.catch(() => {});
    return pass;
  }

  function schedule(delayMs: number) {
    if (!started || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      runOnce()
        .then((result) => {
          if (result.events > 0) {
            services.logger.info(result, 'event reminders queued');
          }
        })
        .catch((error: unknown) => {
          // The database may be briefly unreachable; the next sweep finds the same events due.
          services.logger.error({ err: error }, 'reminder sweep failed');
        })
        .finally(() => schedule(intervalMs));
    }, delayMs);
    // The server's sockets keep the process alive; a sweep alone should not.
    timer.unref();
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await passes;
    },
    runOnce,
  };
}
