// GraphQL subscriptions (and any operation) over graphql-ws on the HTTP server's /graphql path.
// A personal access token in connectionParams (`{ authorization: 'Bearer …' }`) or in the
// upgrade's Authorization header authenticates the connection, else the session cookie does;
// the upgrade is refused for foreign origins unless it carries a bearer token (a cookie is
// ambient, a token is not). Every operation passes the same limits as HTTP (message size,
// graphql-armor, a token's scopes, its cost charged to the caller's budget), errors are formatted
// as HTTP formats them, and a user's sockets are closed when what opened them ends — their
// session (sign-out, password change) or their token (revoked, expired) — on any instance.
// Live work is bounded per caller, not per socket (live-limits.ts): so many sockets and running
// operations on this instance, and every re-run of a subscription charged to the budget.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  GraphQLError,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { isSessionActive } from '../auth';
import { bearerToken, isTokenLive, tokenMessages } from '../tokens';
import type { OriginPolicy } from '../http/origins';
import { withLinkBase, type Services } from '../services';
import { topics } from '../realtime';
import { parseWithLimits, protection } from './armor';
import { createContext, type Viewer } from './context';
import { formatError } from './format-error';
import { liveLimits } from './live-limits';
import { sharedSubscribe } from './live-updates';
import { operationRefusal } from './token-scopes';
import { budgetKey, spend, tooExpensive } from '../api-limits';
import { apiLimitMessages } from '../../core/api-limits';
import { operationCost } from './operation-cost';

const now = () => new Date();

export interface WsOptions {
  server: Server;
  schema: GraphQLSchema;
  services: Services;
  origins: OriginPolicy;
  /** The viewer of the upgrade's session cookie (anonymous without one). */
  resolveViewer(request: IncomingMessage): Promise<Viewer>;
  /** The viewer of an access token, or null for an unknown, revoked or expired one. */
  authenticateToken(token: string): Promise<{ viewer: Viewer; expiresAt: Date | null } | null>;
  clientIp(request: IncomingMessage): string;
  /** The clock cost budgets refill by (tests move it). */
  now?: () => Date;
  /** Largest message accepted, in bytes: the HTTP body limit, so no payload is bigger here. */
  maxPayload: number;
}

/**
 * Close code for "your session ended" (or the access token that opened the socket was revoked or
 * expired): the client should not reconnect with the same credentials.
 */
export const SESSION_ENDED = 4403;
/** Close code for a connection_init with an unknown, revoked or expired access token. */
export const INVALID_TOKEN = 4401;
/** setTimeout's longest delay; a token expiring later is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What signed a socket in, so it can be closed when that ends. */
type Credential = { session: string } | { token: string };

/**
 * Close code for a connection over MAX_SOCKETS_PER_CALLER: the WebSocket protocol's own "policy
 * violation" (as 1009 is its "message too big"), with apiLimitMessages.tooManySockets as reason.
 */
export const TOO_MANY_SOCKETS = 1008;

const tooManyOperations = () =>
  new GraphQLError(apiLimitMessages.tooManyOperations, { extensions: { code: 'BAD_REQUEST' } });

/** The error with Apollo's code for its kind, as HTTP reports it (a code already there wins). */
function withCode(error: unknown, code: string): GraphQLError {
  const base = error instanceof GraphQLError ? error : new GraphQLError(String(error));
  return new GraphQLError(base.message, {
    nodes: base.nodes,
    source: base.source,
    positions: base.positions,
    originalError: base.originalError,
    extensions: { code, ...base.extensions },
  });
}

/** What graphql-ws keeps of each connection beside its own state. */
type Extra = {
  socket: WebSocket;
  request: IncomingMessage;
  viewer?: Viewer;
  /** Whose caps and budget this connection counts against (budgetKey). */
  caller?: string;
};

export function attachGraphQLWs(options: WsOptions) {
  const { schema, services } = options;
  // A bigger message closes the socket (1009) before it is parsed, as HTTP answers 413.
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const socketsByUser = new Map<string, Map<WebSocket, Credential>>();
  const unsubscribers = new Map<string, () => void>();
  const clock = options.now ?? now;
  const limits = liveLimits(services.db, clock);

  function track(userId: string, socket: WebSocket, credential: Credential) {
    let sockets = socketsByUser.get(userId);
    if (!sockets) {
      sockets = new Map();
      socketsByUser.set(userId, sockets);
      unsubscribers.set(
        userId,
        services.pubsub.on(topics.sessions(userId), () => void closeEndedSessions(userId)),
      );
    }
    sockets.set(socket, credential);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) {
        socketsByUser.delete(userId);
        unsubscribers.get(userId)?.();
        unsubscribers.delete(userId);
      }
    });
  }

  async function closeEndedSessions(userId: string) {
    for (const [socket, credential] of socketsByUser.get(userId) ?? []) {
      if ('session' in credential) {
        if (!(await isSessionActive(services.db, credential.session)))
          socket.close(SESSION_ENDED, 'Session ended');
      } else if (!(await isTokenLive(services.db, credential.token))) {
        socket.close(SESSION_ENDED, 'Access token revoked or expired');
      }
    }
  }

  /** Closes the socket when its token expires, however long it stays open. */
  function closeAtExpiry(socket: WebSocket, expiresAt: Date) {
    let timer: NodeJS.Timeout;
    const check = () => {
      const left = expiresAt.getTime() - Date.now();
      if (left <= 0) socket.close(SESSION_ENDED, 'Access token revoked or expired');
      else timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
    };
    check();
    socket.once('close', () => clearTimeout(timer));
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== '/graphql') return;
    const origin = request.headers.origin;
    // A bearer token in the upgrade itself is not ambient; the cookie then goes unused.
    if (!options.origins.isAllowed(origin) && bearerToken(request.headers.authorization) === null) {
      services.logger.warn(options.origins.logLine(origin!));
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      wss.emit('connection', ws, request);
      // graphql-ws prints any socket error as a stack trace asking to "check your implementation";
      // the errors a socket emits (a message over maxPayload, a malformed frame) are the client's
      // doing, and ws has already closed the socket with the matching code: one log line will do.
      ws.removeAllListeners('error');
      ws.on('error', (error) =>
        services.logger.warn(
          { clientIp: options.clientIp(request), reason: error.message },
          'WebSocket closed: the client sent a message the server does not accept',
        ),
      );
    });
  };
  options.server.on('upgrade', onUpgrade);

  const serverCleanup = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema,
      // Each change is resolved once per distinct view and shared (live-updates.ts).
      subscribe: sharedSubscribe(services.db, limits.chargeRerun),
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const params = ctx.connectionParams;
        // A token in connectionParams, else in the upgrade's header; the cookie only without one.
        const token =
          bearerToken(params?.authorization ?? params?.Authorization) ??
          bearerToken(request.headers.authorization);
        let viewer: Viewer;
        let credential: Credential | null = null;
        let expiresAt: Date | null = null;
        if (token !== null) {
          const signedIn = await options.authenticateToken(token);
          if (!signedIn) {
            socket.close(INVALID_TOKEN, tokenMessages.invalid);
            return false;
          }
          ({ viewer, expiresAt } = signedIn);
          if (viewer.kind === 'user' && viewer.token) credential = { token: viewer.token.id };
        } else {
          viewer = await options.resolveViewer(request);
          if (viewer.kind === 'user' && viewer.sessionId)
            credential = { session: viewer.sessionId };
        }
        // Gone while we looked it up: it must not hold a place under the cap.
        if (socket.readyState !== socket.OPEN) return false;
        const caller = budgetKey(viewer, options.clientIp(request));
        if (!limits.admit(caller, ctx)) {
          socket.close(TOO_MANY_SOCKETS, apiLimitMessages.tooManySockets);
          return false;
        }
        ctx.extra.viewer = viewer;
        ctx.extra.caller = caller;
        if (credential && viewer.kind === 'user') track(viewer.user.id, socket, credential);
        if (expiresAt) closeAtExpiry(socket, expiresAt);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws has already registered this one, so the count includes it.
        const caller = ctx.extra.caller!;
        if (limits.overOperationCap(caller)) return [tooManyOperations()];
        let document;
        try {
          document = parseWithLimits(payload.query);
        } catch (error) {
          return [withCode(error, 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, [
          ...specifiedRules,
          ...protection.validationRules,
        ]);
        if (errors.length > 0) return errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
        const viewer = ctx.extra.viewer ?? { kind: 'anonymous' };
        const operation = getOperationAST(document, payload.operationName);
        const refusal = operationRefusal(viewer, document, operation);
        if (refusal) return [refusal];
        // Charged when it starts, as over HTTP (graphql/cost-limits.ts), then again at each
        // re-run (chargeRerun).
        const clientIp = options.clientIp(ctx.extra.request);
        let cost = 0;
        if (operation) {
          cost = operationCost(schema, document, operation, payload.variables);
          const tooMuch = tooExpensive(cost);
          if (tooMuch) return [tooMuch];
          if (cost > 0) {
            const outcome = await spend(services.db, caller, cost, clock());
            if (!outcome.allowed) return [outcome.error];
          }
        }
        const contextValue = createContext({
          services: withLinkBase(services, options.origins.linkBase(ctx.extra.request.headers)),
          viewer,
          clientIp,
          sessionCookie: null,
        });
        limits.payer(contextValue, caller, cost);
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
          contextValue,
        };
        return args;
      },
      // Errors from onSubscribe (parse, validation, limits) get the same formatting as HTTP's.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => formatError(e.toJSON(), e, services.logger)),
      onNext: (_ctx, _id, _payload, _args, result) => {
        if ('errors' in result && result.errors) {
          return {
            ...result,
            errors: result.errors.map((e) => formatError(e.toJSON(), e, services.logger)),
          };
        }
        return result;
      },
    },
    wss,
  );

  return {
    async dispose() {
      options.server.off('upgrade', onUpgrade);
      for (const socket of wss.clients) socket.close(1001, 'Server shutting down');
      await serverCleanup.dispose();
      for (const off of unsubscribers.values()) off();
    },
  };
}
