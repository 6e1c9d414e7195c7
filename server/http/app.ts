// Builds the whole server: database, services, Fastify with Apollo at /graphql, graphql-ws on
// the same port, the Google sign-in routes, health, and the built web app. Tests build it the
// same way with an injected database and mail transport.
import type { IncomingMessage } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { formatMailbox } from '../../core/mailbox';
import { openDatabase, type Database } from '../../db/client';
import { createGoogleSignIn } from '../auth';
import { SESSION_COOKIE, validateSessionToken } from '../auth';
import type { Config } from '../config';
import { loggerOptions } from '../logging';
import { PARSE_OPTIONS, protection } from '../graphql/armor';
import {
  createContext,
  type GraphQLContext,
  type SessionCookie,
  type Viewer,
} from '../graphql/context';
import { formatError } from '../graphql/format-error';
import { buildSchema } from '../graphql/schema';
import { attachGraphQLWs } from '../graphql/ws';
import { createLogTransport, createPostmarkTransport, type MailTransport } from '../mail';
import { createMailWorker, type MailWorkerOptions } from '../mail';
import { createLocalPubSub, createPostgresPubSub } from '../realtime';
import {
  createReminderSweeper,
  type ReminderSweeper,
  type ReminderSweeperOptions,
} from '../reminders';
import { publishAfterResponse } from './publish-after-response';
import { withLinkBase, type Services } from '../services';
import { registerCalendarRoute } from './calendar-route';
import { clientAddress, trustFunction } from './client-address';
import { registerGoogleRoutes } from './google-routes';
import { registerCompression } from './compression';
import { registerExportRoutes } from './export-routes';
import { createOriginPolicy, type OriginPolicy } from './origins';
import { tokenScopesPlugin } from '../graphql/token-scopes';
import { costLimitsPlugin, type CostLimitOptions } from '../graphql/cost-limits';
import { idempotencyPlugin } from '../graphql/idempotency';
import { requestErrorStatusPlugin } from '../graphql/request-error-status';
import * as tokens from '../tokens';
import { registerSchemaRoute } from './schema-route';
import { registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-app';

/**
 * Largest request body, in bytes (Fastify's default, stated so WebSocket messages get the same
 * limit): far above any real operation, far below what could hurt the server.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database;
  mailTransport?: MailTransport;
  /** Mail worker settings other than its wiring (tests: short retry delays, a log recorder). */
  mailWorker?: Partial<Omit<MailWorkerOptions, 'db' | 'transport' | 'from'>>;
  /** Reminder sweep settings (tests: their own clock). */
  reminders?: Omit<ReminderSweeperOptions, 'services'>;
  /** Cost budgets' and idempotency keys' clock (tests move time). */
  apiLimits?: CostLimitOptions;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export interface App {
  fastify: FastifyInstance;
  services: Services;
  database: Database;
  /** The reminder sweep this instance runs (tests sweep on demand). */
  reminders: ReminderSweeper;
  /** Who may call the API, and the addresses phones on the same network can open. */
  origins: OriginPolicy;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

function parseCookies(header: string | undefined): Record<string, string> {
  return fastifyCookie.parse(header ?? '');
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const trustProxy = trustFunction(config.trustProxy);
  const fastify = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            connectTimeoutSeconds: config.databaseConnectTimeoutSeconds,
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  const announceFailed = (error: unknown) =>
    fastify.log.error({ err: error }, 'Live-update announcement failed');
  const pubsub = database.sql
    ? await createPostgresPubSub(database.sql, announceFailed)
    : createLocalPubSub(announceFailed);
  const transport =
    options.mailTransport ??
    (config.postmark
      ? createPostmarkTransport(config.postmark)
      : // Printed as a plain block, not a JSON log line, so a verification link can be clicked.
        createLogTransport());
  const worker = createMailWorker({
    db: database.db,
    transport,
    from: formatMailbox(config.mailFrom),
    logger: fastify.log,
    ...options.mailWorker,
  });
  const services: Services = {
    db: database.db,
    config,
    pubsub,
    logger: fastify.log,
    mail: { wake: () => worker.wake() },
    google: config.google ? createGoogleSignIn(config.google, config.publicUrl) : null,
    linkBase: config.publicUrl,
  };
  const reminders = createReminderSweeper({ services, ...options.reminders });

  const secureCookies = config.publicUrl.startsWith('https://');
  const origins = createOriginPolicy(config);

  async function resolveViewer(cookieHeader: string | undefined): Promise<Viewer> {
    const token = parseCookies(cookieHeader)[SESSION_COOKIE];
    if (!token) return { kind: 'anonymous' };
    const valid = await validateSessionToken(database.db, token);
    return valid
      ? { kind: 'user', user: valid.user, sessionId: valid.session.id, token: null }
      : { kind: 'anonymous' };
  }

  function sessionCookie(reply: FastifyReply): SessionCookie {
    const base = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies, path: '/' };
    return {
      set: (token, expiresAt) =>
        void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
      clear: () => void reply.clearCookie(SESSION_COOKIE, base),
    };
  }

  await registerSecurityHeaders(fastify, config.publicUrl);
  // The web app's files before compression: they are compressed at build time, and the few
  // too small for that are not worth compressing per request either.
  await registerWebApp(fastify);
  await registerCompression(fastify);
  await fastify.register(fastifyCookie);

  // Requests signed in with a personal access token, by the hook below.
  const tokenViewers = new WeakMap<IncomingMessage, Viewer>();

  fastify.addHook('onRequest', async (request, reply) => {
    // `Authorization: Bearer <token>` signs the request in with an access token. It wins over a
    // session cookie sent along (which is then ignored), and needs no origin check: unlike a
    // cookie it is not ambient — a page on another site can send it only if it holds the token.
    // A bad token is refused here, with 401, before anything runs. Other schemes (`Basic` from
    // a password-protecting proxy) are not ours and change nothing.
    const bearer = tokens.bearerToken(request.headers.authorization);
    if (bearer !== null) {
      const signedIn = await tokens.authenticateToken(database.db, bearer);
      if (signedIn) {
        tokenViewers.set(request.raw, signedIn.viewer);
        return;
      }
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="Poker Night", error="invalid_token"')
        .type('application/graphql-response+json; charset=utf-8')
        .send({
          errors: [
            { message: tokens.tokenMessages.invalid, extensions: { code: 'UNAUTHENTICATED' } },
          ],
        });
    }
    // Cookie-authenticated writes from another site are refused (Lucia's Origin check).
    const origin = request.headers.origin;
    if (request.method === 'GET' || request.method === 'HEAD' || origins.isAllowed(origin)) return;
    request.log.warn(origins.logLine(origin!));
    // As a GraphQL response (Apollo Client reads the errors of this media type whatever the
    // status), so the web app shows the explanation instead of a bare network failure.
    return reply
      .code(403)
      .type('application/graphql-response+json; charset=utf-8')
      .send({ errors: [{ message: origins.refusal(origin!), extensions: { code: 'FORBIDDEN' } }] });
  });

  const schema = buildSchema();
  const ws = attachGraphQLWs({
    server: fastify.server,
    schema,
    services,
    origins,
    resolveViewer: (request: IncomingMessage) => resolveViewer(request.headers.cookie),
    authenticateToken: (token: string) => tokens.authenticateToken(database.db, token),
    clientIp: (request: IncomingMessage) => clientAddress(request, trustProxy),
    maxPayload: BODY_LIMIT_BYTES,
    now: options.apiLimits?.now,
  });

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    parseOptions: PARSE_OPTIONS,
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: protection.allowBatchedHttpRequests,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatError(formatted, error, fastify.log),
    plugins: [
      ...protection.plugins,
      // Before idempotency's, so a stored answer keeps the status the client got.
      requestErrorStatusPlugin(),
      tokenScopesPlugin(),
      costLimitsPlugin(options.apiLimits),
      idempotencyPlugin(options.apiLimits),
      fastifyApolloDrainPlugin(fastify),
      // Apollo's default landing pages load Apollo's Sandbox from its CDN; none is served here.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  await fastify.register(fastifyApollo(apollo), {
    context: async (request, reply) =>
      createContext({
        services: {
          ...withLinkBase(services, origins.linkBase(request.headers)),
          pubsub: publishAfterResponse(services.pubsub, reply.raw),
        },
        viewer: tokenViewers.get(request.raw) ?? (await resolveViewer(request.headers.cookie)),
        clientIp: request.ip,
        sessionCookie: sessionCookie(reply),
      }),
  });

  fastify.get('/healthz', async () => ({ status: 'ok', database: database.kind }));
  registerGoogleRoutes(fastify, services, { sessionCookie, secureCookies });
  registerCalendarRoute(fastify, services, resolveViewer);
  registerExportRoutes(
    fastify,
    services,
    async (request) =>
      tokenViewers.get(request.raw) ?? (await resolveViewer(request.headers.cookie)),
  );
  registerSchemaRoute(fastify, schema);

  let closed = false;
  return {
    fastify,
    services,
    origins,
    database,
    reminders,
    async listen(port = config.port, host = '0.0.0.0') {
      const address = await fastify.listen({ port, host });
      worker.start();
      reminders.start();
      return address;
    },
    async close() {
      if (closed) return;
      closed = true;
      // Sockets first, so no subscription is still resolving when the database goes away.
      await ws.dispose();
      await pubsub.close();
      await fastify.close();
      await reminders.stop();
      await worker.stop();
      await database.close();
    },
  };
}
