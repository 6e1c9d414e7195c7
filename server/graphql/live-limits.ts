// Live work bounded per caller, not per socket (issue 27; core/api-limits has the figures,
// docs/api.md "Limits" the messages): a caller — a person across all their sessions and tokens,
// or a visitor's address (api-limits' budgetKey) — holds at most MAX_SOCKETS_PER_CALLER
// connections and MAX_OPERATIONS_PER_CALLER running operations on this instance (sockets live on
// one instance, so the caps are counted there), and every re-run of a subscription is charged to
// the caller's budget like a request. graphql/ws.ts asks; this file keeps the counts.
import type { Context } from 'graphql-ws';
import type { WebSocket } from 'ws';
import {
  apiLimitMessages,
  MAX_OPERATIONS_PER_CALLER,
  MAX_SOCKETS_PER_CALLER,
} from '../../core/api-limits';
import type { Executor } from '../../db/client';
import { spend } from '../api-limits';
import { rateLimited } from '../errors';
import type { RerunGate } from './live-updates';

/** A graphql-ws connection: its running operations, and the socket whose close frees its place. */
type Connection = Pick<Context, 'subscriptions'> & { extra: { socket: WebSocket } };

export function liveLimits(db: Executor, clock: () => Date) {
  const connectionsByCaller = new Map<string, Set<Connection>>();
  /** Who pays each re-run of a live subscription, and how much: by its context object. */
  const charges = new WeakMap<object, { caller: string; cost: number }>();

  return {
    /** Counts the connection against its caller's cap: false when the caller is at the cap. */
    admit(caller: string, connection: Connection): boolean {
      const open = connectionsByCaller.get(caller) ?? new Set<Connection>();
      if (open.size >= MAX_SOCKETS_PER_CALLER) return false;
      connectionsByCaller.set(caller, open.add(connection));
      connection.extra.socket.once('close', () => {
        open.delete(connection);
        if (open.size === 0 && connectionsByCaller.get(caller) === open)
          connectionsByCaller.delete(caller);
      });
      return true;
    },

    /**
     * Whether the caller runs more operations than allowed on this instance, counting the one
     * being started (graphql-ws registers it before asking).
     */
    overOperationCap(caller: string): boolean {
      let running = 0;
      for (const connection of connectionsByCaller.get(caller) ?? [])
        running += Object.keys(connection.subscriptions).length;
      return running > MAX_OPERATIONS_PER_CALLER;
    },

    /** Remembers who pays the re-runs of the operation run with `contextValue`. */
    payer(contextValue: object, caller: string, cost: number) {
      charges.set(contextValue, { caller, cost });
    },

    /** A re-run is charged like a request; over budget it is skipped with RATE_LIMITED. */
    chargeRerun: (async (args) => {
      const charge = charges.get(args.contextValue as object);
      if (!charge || charge.cost === 0) return null;
      const outcome = await spend(db, charge.caller, charge.cost, clock());
      if (outcome.allowed) return null;
      return rateLimited(
        apiLimitMessages.liveUpdateOverBudget(charge.cost, outcome.retryAfterSeconds),
        { retryAfterSeconds: outcome.retryAfterSeconds },
      );
    }) satisfies RerunGate,
  };
}
