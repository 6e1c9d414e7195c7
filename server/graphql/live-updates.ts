// Live updates resolved once and shared (issue 10). Every subscriber to a topic on this instance
// receives the same Announcement object; the subscribers of one announcement share one set of
// DataLoaders (each row is read once, however many watch), and subscribers with the same
// document and variables (and address, for the links in it) share one result when it is right
// for each of them.
//
// What is right for a viewer depends on who they are: their role decides `viewerCan` and the
// invited list, their groups decide whose address they see. Those rules go through
// `viewerDecision` (server/context.ts), which records each decision and its outcome while a
// result is resolved; the result is then served to another subscriber only if every recorded
// decision comes out the same for them. Any other read of who is asking (`me`, requireMember,
// the client's address) makes the result personal: it is served to its own subscriber alone.
// Sharing saves reads, not the subscriber's bill: every re-run passes its gate (the budget).
import {
  createSourceEventStream,
  execute,
  print,
  type GraphQLError,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { Db } from '../../db/client';
import type { AudienceRecorder, DecisionContext } from '../context';
import { createLoaders, type Loaders } from '../loaders';
import { Announcement } from '../realtime';
import type { GraphQLContext } from './context';

interface Decision {
  decide: (ctx: DecisionContext) => unknown;
  value: unknown;
}

interface Outcome {
  result: ExecutionResult;
  decisions: Decision[];
  /** It used who is asking beyond the recorded decisions: for its own subscriber only. */
  personal: boolean;
}

/**
 * One operation's results for one announcement. The first resolution (the probe) shows which
 * decisions its results depend on; every other subscriber works out its own outcome of those
 * decisions (its signature) and shares the result resolved for that signature, or resolves it.
 */
interface OperationShare {
  probe: Promise<Outcome>;
  bySignature: Map<string, Promise<Outcome>>;
}

/** What the subscribers of one announcement share: the loaders, and results by operation. */
interface Share {
  loaders: Loaders;
  operations: Map<string, OperationShare>;
}

const SHARE = Symbol('live-update share');

/** Context members that are about one connection: reading them makes a result personal. */
const PERSONAL = new Set<PropertyKey>([
  'viewer',
  'requireUser',
  'requireVerifiedUser',
  'requireMember',
  'clientIp',
  'sessionCookie',
]);

function shareOf(announcement: Announcement, db: Db): Share {
  let share = announcement.shared.get(SHARE) as Share | undefined;
  if (!share) {
    share = { loaders: createLoaders(db), operations: new Map() };
    announcement.shared.set(SHARE, share);
  }
  return share;
}

interface Recorder extends AudienceRecorder {
  personal: boolean;
  decisions: Map<string, Decision>;
}

function recorder(): Recorder {
  return {
    deciding: 0,
    personal: false,
    decisions: new Map(),
    record(key, decide, value) {
      if (!this.decisions.has(key)) this.decisions.set(key, { decide, value });
    },
  };
}

/** The subscriber's context, reading through the shared loaders and recording what it uses. */
function recordingContext(ctx: GraphQLContext, loaders: Loaders, audience: Recorder) {
  return new Proxy(ctx, {
    get(target, property) {
      if (property === 'loaders') return loaders;
      if (property === 'audience') return audience;
      // The loaders are already this announcement's, fresh since the write.
      if (property === 'resetLoaders') return () => {};
      if (audience.deciding === 0 && PERSONAL.has(property)) audience.personal = true;
      return Reflect.get(target, property);
    },
  });
}

async function signatureOf(decisions: Decision[], viewer: DecisionContext) {
  const values: unknown[] = [];
  for (const { decide } of decisions) values.push(await decide(viewer));
  return JSON.stringify(values);
}

async function holdsFor(outcome: Outcome, viewer: DecisionContext) {
  if (outcome.personal) return false;
  for (const { decide, value } of outcome.decisions) {
    if (!Object.is(await decide(viewer), value)) return false;
  }
  return true;
}

async function resolveShared(
  args: ExecutionArgs,
  operationKey: string,
  announcement: Announcement,
  db: Db,
): Promise<ExecutionResult> {
  const ctx = args.contextValue as GraphQLContext;
  const share = shareOf(announcement, db);
  const resolve = async (): Promise<Outcome> => {
    const audience = recorder();
    const result = await execute({
      ...args,
      rootValue: announcement,
      contextValue: recordingContext(ctx, share.loaders, audience),
    });
    return { result, decisions: [...audience.decisions.values()], personal: audience.personal };
  };

  const operation = share.operations.get(operationKey);
  if (!operation) {
    const bySignature = new Map<string, Promise<Outcome>>();
    const probe = resolve();
    share.operations.set(operationKey, { probe, bySignature });
    const outcome = await probe;
    bySignature.set(JSON.stringify(outcome.decisions.map((d) => d.value)), probe);
    return outcome.result;
  }
  const probe = await operation.probe;
  if (probe.personal) return (await resolve()).result;
  const viewer: DecisionContext = { viewer: ctx.viewer, loaders: share.loaders };
  const signature = await signatureOf(probe.decisions, viewer);
  const shared = operation.bySignature.get(signature);
  if (!shared) {
    const mine = resolve();
    operation.bySignature.set(signature, mine);
    return (await mine).result;
  }
  // Its resolution may have reached decisions the probe's did not (another branch): check all.
  const outcome = await shared;
  return (await holdsFor(outcome, viewer)) ? outcome.result : (await resolve()).result;
}

/** `source` with each value mapped through `map`; ending the result ends the source. */
function mapAsync<T, U>(
  source: AsyncIterable<T>,
  map: (value: T) => Promise<U>,
): AsyncIterableIterator<U> {
  const iterator = source[Symbol.asyncIterator]();
  const finish = async () => {
    await iterator.return?.();
    return { done: true as const, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<U>> {
      const next = await iterator.next();
      if (next.done) return { done: true, value: undefined };
      try {
        return { done: false, value: await map(next.value) };
      } catch (error) {
        await finish();
        throw error;
      }
    },
    return: finish,
    async throw(error) {
      await finish();
      throw error;
    },
  };
}

/**
 * Asked before each re-run of a live subscription (graphql/ws.ts charges it to its owner's
 * budget): an error to send instead of re-reading — the re-run is skipped and the subscription
 * stays — or null to re-read.
 */
export type RerunGate = (args: ExecutionArgs) => Promise<GraphQLError | null>;

/**
 * graphql-ws's `subscribe`: graphql-js's, with each announcement resolved as above once `gate`
 * lets it re-run.
 */
export function sharedSubscribe(db: Db, gate: RerunGate = async () => null) {
  return async (args: ExecutionArgs) => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    // Links in a result (the display link) are built on the address the subscriber came on
    // (services.linkBase): subscribers on different addresses never share one.
    const operationKey = JSON.stringify([
      args.operationName ?? null,
      print(args.document),
      args.variableValues ?? {},
      (args.contextValue as GraphQLContext).services.linkBase,
    ]);
    return mapAsync(source, async (payload: unknown): Promise<ExecutionResult> => {
      if (!(payload instanceof Announcement)) return execute({ ...args, rootValue: payload });
      const refusal = await gate(args);
      if (refusal) return { errors: [refusal] };
      return resolveShared(args, operationKey, payload, db);
    });
  };
}
