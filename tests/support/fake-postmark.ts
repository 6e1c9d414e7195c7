// A stand-in for Postmark's `POST /email` and outbound message search (`GET /messages/outbound`)
// on 127.0.0.1, so tests exercise the real client and wire format: token check, validation,
// failures on demand (429/5xx, 422 refusals, dropped connections, whole outages), and a record
// of what arrived.
// Standalone (for Playwright's webServer): tsx tests/support/fake-postmark.ts --port 4599 [--token T]
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';

export interface FakePostmarkMessage {
  From: string;
  To: string;
  ReplyTo?: string;
  Subject?: string;
  HtmlBody?: string;
  TextBody?: string;
  MessageStream?: string;
  Tag?: string;
  Metadata?: Record<string, string>;
  MessageID: string;
  /** Date.now() when the request arrived, before its body was read. */
  receivedAt: number;
}

/** Every POST /email, accepted or not, for tests about retries; status 0: no answer was sent. */
export interface FakePostmarkRequest {
  to: string | undefined;
  status: number;
  receivedAt: number;
}

/** Every GET /messages/outbound, with its query string and the status answered (0: none). */
export interface FakePostmarkSearch {
  query: string;
  status: number;
  receivedAt: number;
}

export type FailureStatus = 429 | 500 | 503;
/** Postmark's ErrorCodes on a 422: invalid request, account out of credits, inactive recipient. */
export type RejectionCode = 300 | 405 | 406;
/** How an outage looks: an error status on every API request, or connections dropped unanswered. */
export type OutageKind = 500 | 503 | 'drop';

export interface FakePostmark {
  url: string;
  token: string;
  messages: FakePostmarkMessage[];
  requests: FakePostmarkRequest[];
  searches: FakePostmarkSearch[];
  failNext(status: FailureStatus, times?: number): void;
  /** The next sends are answered 422 with this ErrorCode, as Postmark refuses a message. */
  rejectNext(code: RejectionCode, times?: number): void;
  /**
   * The next sends get no answer: the connection is dropped, after the message was accepted
   * (a lost answer: Postmark has the mail) or before (a failed request).
   */
  dropNext(options: { accepted: boolean }, times?: number): void;
  /** Every API request fails this way until recover(). */
  outage(kind?: OutageKind): void;
  recover(): void;
  waitForMessage(
    predicate: (message: FakePostmarkMessage) => boolean,
    timeoutMs?: number,
  ): Promise<FakePostmarkMessage>;
  clear(): void;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_POSTMARK_TOKEN = 'fake-postmark-token';

const failureBodies: Record<FailureStatus, { ErrorCode: number; Message: string }> = {
  429: { ErrorCode: 429, Message: 'Rate limit exceeded' },
  500: { ErrorCode: 500, Message: 'Internal Server Error' },
  503: { ErrorCode: 503, Message: 'Service Unavailable' },
};

const rejectionMessages: Record<RejectionCode, (to: string) => string> = {
  300: (to) => `Error parsing 'To': Illegal email address '${to}'.`,
  405: () => 'Not allowed to send: you have run out of credits.',
  406: (to) =>
    `You tried to send to recipient(s) that have been marked as inactive. Found inactive addresses: ${to}.`,
};

type SendBehaviour =
  | { kind: 'fail'; status: FailureStatus }
  | { kind: 'reject'; code: RejectionCode }
  | { kind: 'drop'; accepted: boolean };

/** The first URL in the message's text (then HTML) part containing `pathFragment`. */
export function linkIn(message: FakePostmarkMessage, pathFragment: string): string {
  for (const body of [message.TextBody ?? '', message.HtmlBody ?? '']) {
    for (const match of body.matchAll(/(?:https?|mailto):[^\s"'<>]+/g)) {
      const url = match[0].replaceAll('&amp;', '&');
      if (url.includes(pathFragment)) return url;
    }
  }
  throw new Error(`No link containing ${pathFragment} in the mail to ${message.To}`);
}

export async function startFakePostmark(
  options: { token?: string; port?: number } = {},
): Promise<FakePostmark> {
  const token = options.token ?? DEFAULT_FAKE_POSTMARK_TOKEN;
  const messages: FakePostmarkMessage[] = [];
  const requests: FakePostmarkRequest[] = [];
  const searches: FakePostmarkSearch[] = [];
  const behaviours: SendBehaviour[] = [];
  let outage: OutageKind | null = null;
  const waiters = new Set<() => void>();
  let nextId = 1;

  const server = createServer((req, res) => {
    const receivedAt = Date.now();
    handle(req, res, receivedAt).catch((error: unknown) => {
      send(res, 500, { ErrorCode: 500, Message: String(error) });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, receivedAt: number) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/') return send(res, 200, { ok: true });
    if (url.pathname === '/__messages') {
      if (req.method === 'DELETE') {
        clear();
        return send(res, 200, { ok: true });
      }
      const to = url.searchParams.get('to')?.toLowerCase();
      return send(res, 200, to ? messages.filter((m) => m.To.toLowerCase() === to) : messages);
    }
    if (req.method === 'GET' && url.pathname === '/messages/outbound') {
      return search(req, res, url, receivedAt);
    }
    if (req.method !== 'POST' || url.pathname !== '/email') {
      return send(res, 404, {
        ErrorCode: 404,
        Message: `No route for ${req.method} ${url.pathname}`,
      });
    }

    const raw = await text(req);
    const record = (status: number, to?: string) => requests.push({ to, status, receivedAt });
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        body = parsed as Record<string, unknown>;
      }
    } catch {
      // Answered below, once the token has been checked.
    }
    const to = typeof body?.To === 'string' ? body.To : undefined;
    if (outage !== null) {
      record(outage === 'drop' ? 0 : outage, to);
      return outage === 'drop' ? hangUp(res) : send(res, outage, failureBodies[outage]);
    }
    if (req.headers['x-postmark-server-token'] !== token) {
      record(401, to);
      return send(res, 401, invalidToken);
    }
    if (!body) {
      record(422);
      return send(res, 422, { ErrorCode: 402, Message: 'Invalid JSON' });
    }
    const behaviour = behaviours.shift();
    if (behaviour?.kind === 'fail') {
      record(behaviour.status, to);
      return send(res, behaviour.status, failureBodies[behaviour.status]);
    }
    if (behaviour?.kind === 'reject') {
      record(422, to);
      return send(res, 422, {
        ErrorCode: behaviour.code,
        Message: rejectionMessages[behaviour.code](to ?? ''),
      });
    }
    if (behaviour?.kind === 'drop' && !behaviour.accepted) {
      record(0, to);
      return hangUp(res);
    }
    if (typeof body.From !== 'string' || !body.From || !to) {
      record(422, to);
      return send(res, 422, {
        ErrorCode: 300,
        Message: `Invalid email request: ${!to ? "'To'" : "'From'"} is required.`,
      });
    }
    if (!/^[^@\s]+@[^@\s]+$/.test(to.replace(/^.*<([^>]*)>$/, '$1'))) {
      record(422, to);
      return send(res, 422, { ErrorCode: 300, Message: rejectionMessages[300](to) });
    }

    const message = { ...(body as Omit<FakePostmarkMessage, 'MessageID' | 'receivedAt'>) };
    const accepted: FakePostmarkMessage = {
      ...message,
      To: to,
      MessageID: `fake-${String(nextId++).padStart(6, '0')}`,
      receivedAt,
    };
    messages.push(accepted);
    for (const wake of waiters) wake();
    if (behaviour?.kind === 'drop') {
      record(0, to);
      return hangUp(res);
    }
    record(200, to);
    return send(res, 200, {
      To: to,
      SubmittedAt: new Date(receivedAt).toISOString(),
      MessageID: accepted.MessageID,
      ErrorCode: 0,
      Message: 'OK',
    });
  }

  /**
   * GET /messages/outbound: count and offset are required (count at most 500); recipient, tag
   * and one metadata_<name>=<value> filter; newest first, as Postmark lists them.
   */
  function search(req: IncomingMessage, res: ServerResponse, url: URL, receivedAt: number) {
    const record = (status: number) => searches.push({ query: url.search, status, receivedAt });
    if (outage !== null) {
      record(outage === 'drop' ? 0 : outage);
      return outage === 'drop' ? hangUp(res) : send(res, outage, failureBodies[outage]);
    }
    if (req.headers['x-postmark-server-token'] !== token) {
      record(401);
      return send(res, 401, invalidToken);
    }
    const count = Number(url.searchParams.get('count'));
    const offset = Number(url.searchParams.get('offset'));
    if (
      !url.searchParams.has('count') ||
      !url.searchParams.has('offset') ||
      !Number.isInteger(count) ||
      !Number.isInteger(offset) ||
      count < 1 ||
      count > 500 ||
      offset < 0
    ) {
      record(422);
      return send(res, 422, {
        ErrorCode: 300,
        Message: 'The count and offset parameters are required (count at most 500).',
      });
    }
    const recipient = url.searchParams.get('recipient')?.toLowerCase();
    const tag = url.searchParams.get('tag');
    const metadata = [...url.searchParams].filter(([name]) => name.startsWith('metadata_'));
    const found = messages
      .filter((m) => !recipient || m.To.toLowerCase() === recipient)
      .filter((m) => tag === null || m.Tag === tag)
      .filter((m) =>
        metadata.every(([name, value]) => m.Metadata?.[name.slice('metadata_'.length)] === value),
      )
      .reverse();
    record(200);
    return send(res, 200, {
      TotalCount: found.length,
      Messages: found.slice(offset, offset + count).map((m) => ({
        Tag: m.Tag ?? '',
        MessageID: m.MessageID,
        MessageStream: m.MessageStream ?? 'outbound',
        To: [{ Email: m.To, Name: null }],
        Cc: [],
        Bcc: [],
        Recipients: [m.To],
        ReceivedAt: new Date(m.receivedAt).toISOString(),
        From: m.From,
        Subject: m.Subject ?? '',
        Attachments: [],
        Status: 'Sent',
        TrackOpens: false,
        TrackLinks: 'None',
        Metadata: m.Metadata ?? {},
        Sandboxed: false,
      })),
    });
  }

  function clear() {
    messages.length = 0;
    requests.length = 0;
    searches.length = 0;
    behaviours.length = 0;
    outage = null;
  }

  function waitForMessage(
    predicate: (message: FakePostmarkMessage) => boolean,
    timeoutMs = 5_000,
  ): Promise<FakePostmarkMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate);
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`No matching mail reached the fake Postmark within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    messages,
    requests,
    searches,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) behaviours.push({ kind: 'fail', status });
    },
    rejectNext(code, times = 1) {
      for (let i = 0; i < times; i++) behaviours.push({ kind: 'reject', code });
    },
    dropNext({ accepted }, times = 1) {
      for (let i = 0; i < times; i++) behaviours.push({ kind: 'drop', accepted });
    },
    outage(kind = 503) {
      outage = kind;
    },
    recover() {
      outage = null;
    },
    waitForMessage,
    clear,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const invalidToken = {
  ErrorCode: 10,
  Message:
    'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.',
};

/** No answer at all: the client sees a dropped connection, as after a timeout or a crash. */
function hangUp(res: ServerResponse) {
  res.socket?.destroy();
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakePostmark({
    port: Number(argument('port') ?? process.env.FAKE_POSTMARK_PORT ?? 4599),
    token: argument('token') ?? process.env.FAKE_POSTMARK_TOKEN,
  });
  console.log(`Fake Postmark listening on ${fake.url} (token ${fake.token})`);
  const shutdown = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
