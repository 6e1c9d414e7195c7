// How a rendered e-mail leaves the server: Postmark's HTTP API, or the console when no token is
// configured. Transports say whether a failure is worth retrying; the worker decides when.
import { ServerClient } from 'postmark';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export class TransportError extends Error {
  readonly retryable: boolean;
  /** The HTTP status, when the provider answered at all. */
  readonly status?: number;

  constructor(message: string, options: { retryable: boolean; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'TransportError';
    this.retryable = options.retryable;
    if (options.status !== undefined) this.status = options.status;
  }
}

/** Rate limits and server trouble pass; other 4xx (bad token, bad address) never will. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export const POSTMARK_API_URL = 'https://api.postmarkapp.com';

export function createPostmarkTransport(options: {
  serverToken: string;
  apiUrl?: string;
  timeoutSeconds?: number;
}): MailTransport {
  const url = new URL(options.apiUrl ?? POSTMARK_API_URL);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`POSTMARK_API_URL must be an http(s) URL, got ${url.protocol}`);
  }
  // The client builds `${useHttps ? 'https' : 'http'}://${requestHost}${path}`, so a host with a
  // port (and even a path prefix) in requestHost is how it reaches a local fake.
  const client = new ServerClient(options.serverToken, {
    useHttps: url.protocol === 'https:',
    requestHost: `${url.host}${url.pathname.replace(/\/+$/, '')}`,
    // The client's default is 180 s; a stuck request would hold a claimed row that long.
    timeout: options.timeoutSeconds ?? 30,
  });

  return {
    async send(message) {
      try {
        await client.sendEmail({
          From: message.from,
          To: message.to,
          ReplyTo: message.replyTo,
          Subject: message.subject,
          HtmlBody: message.html,
          TextBody: message.text,
          MessageStream: 'outbound',
        });
      } catch (error) {
        throw toTransportError(error);
      }
    },
  };
}

function toTransportError(error: unknown): TransportError {
  const message = error instanceof Error ? error.message : String(error);
  // postmark's errors carry the HTTP status in statusCode; 0 (or none) means no answer at all:
  // a refused connection, a reset or a timeout, all of which are worth another try.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status > 0) {
    return new TransportError(`Postmark answered ${status}: ${message}`, {
      retryable: isRetryableStatus(status),
      status,
      cause: error,
    });
  }
  return new TransportError(`Postmark unreachable: ${message}`, { retryable: true, cause: error });
}

/** For installs without Postmark: the mail goes to the log, links and all, so nothing is lost. */
export function createLogTransport(log: (line: string) => void = console.log): MailTransport {
  return {
    send(message) {
      const replyTo = message.replyTo ? `\nReply-To: ${message.replyTo}` : '';
      log(
        `[mail] To: ${message.to}${replyTo}\nSubject: ${message.subject}\n\n${message.text}\n[/mail]`,
      );
      return Promise.resolve();
    },
  };
}
