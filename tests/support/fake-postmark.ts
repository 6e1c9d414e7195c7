// A stand-in for Postmark's `POST /email` on 127.0.0.1, so tests exercise the real client and
// wire format: token check, validation, programmable failures, and a record of what arrived.
// Standalone (for Playwright's webServer): tsx tests/support/fake-postmark.ts --port 4599 [--token T]
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface FakePostmarkMessage {
  From: string;
  To: string;
  ReplyTo?: string;
  Subject?: string;
  HtmlBody?: string;
  TextBody?: string;
  MessageStream?: string;
  MessageID: string;
  /** Date.now() when the request arrived, before its body was read. */
  receivedAt: number;
}

/** Every POST /email, accepted or not, for tests about retries. */
export interface FakePostmarkRequest {
  to: string | undefined;
  status: number;
  receivedAt: number;
}

export type FailureStatus = 429 | 500 | 503;

export interface FakePostmark {
  url: string;
  token: string;
  messages: FakePostmarkMessage[];
  requests: FakePostmarkRequest[];
  failNext(status: FailureStatus, times?: number): void;
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
  const failures: FailureStatus[] = [];
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
    if (req.method !== 'POST' || url.pathname !== '/email') {
      return send(res, 404, {
        ErrorCode: 404,
        Message: `No route for ${req.method} ${url.pathname}`,
      });
    }

    const raw = await readBody(req);
    const record = (status: number, to?: string) => requests.push({ to, status, receivedAt });
    if (req.headers['x-postmark-server-token'] !== token) {
      record(401);
      return send(res, 401, {
        ErrorCode: 10,
        Message:
          'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.',
      });
    }
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
      body = parsed as Record<string, unknown>;
    } catch {
      record(422);
      return send(res, 422, { ErrorCode: 402, Message: 'Invalid JSON' });
    }
    const to = typeof body.To === 'string' ? body.To : undefined;
    const failure = failures.shift();
    if (failure) {
      record(failure, to);
      return send(res, failure, failureBodies[failure]);
    }
    if (typeof body.From !== 'string' || !body.From || !to) {
      record(422, to);
      return send(res, 422, {
        ErrorCode: 300,
        Message: `Invalid email request: ${!to ? "'To'" : "'From'"} is required.`,
      });
    }

    const message = { ...(body as Omit<FakePostmarkMessage, 'MessageID' | 'receivedAt'>) };
    const accepted: FakePostmarkMessage = {
      ...message,
      To: to,
      MessageID: `fake-${String(nextId++).padStart(6, '0')}`,
      receivedAt,
    };
    messages.push(accepted);
    record(200, to);
    for (const wake of waiters) wake();
    return send(res, 200, {
      To: to,
      SubmittedAt: new Date(receivedAt).toISOString(),
      MessageID: accepted.MessageID,
      ErrorCode: 0,
      Message: 'OK',
    });
  }

  function clear() {
    messages.length = 0;
    requests.length = 0;
    failures.length = 0;
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
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
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
