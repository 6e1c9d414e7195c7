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
  /** Groups like mail in the provider's statistics (the template name). */
  tag?: string;
  /** Which outbox row this is: sent along, so the provider can be asked about it later. */
  reference?: { outboxId: number; key: string };
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /**
   * Whether the provider already accepted the message with this reference key. Transports that
   * can tell offer it; the worker asks before resending a message whose earlier send got no answer.
   */
  findSent?(key: string): Promise<boolean>;
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

/**
 * Postmark answers 422 for a bad message and for an account that may not send right now:
 * 405 out of credits, 412 account pending approval, 413 account may not send. The account kind
 * clears once the operator acts, so those are worth the slow retries; 300 (invalid address),
 * 406 (inactive recipient) and the rest never change. 100 is Postmark's maintenance answer.
 */
const ACCOUNT_CANNOT_SEND_NOW = new Set([100, 405, 412, 413]);

/** Rate limits, server trouble and account hold-ups pass; a bad token or address never will. */
export function isRetryableStatus(status: number, errorCode?: number): boolean {
  if (errorCode !== undefined && ACCOUNT_CANNOT_SEND_NOW.has(errorCode)) return true;
  return status === 429 || status >= 500;
}

export const POSTMARK_API_URL = 'https://api.postmarkapp.com';

/** The Metadata field that carries email_outbox.message_key (a UUID, unique across databases). */
const KEY_METADATA = 'outboxKey';

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
          Tag: message.tag,
          Metadata: message.reference && {
            outboxId: String(message.reference.outboxId),
            [KEY_METADATA]: message.reference.key,
          },
        });
      } catch (error) {
        throw toTransportError(error);
      }
    },
    // Postmark's /email has no idempotency key, but its message search filters on one metadata
    // field (metadata_<name>=<value>), which finds a message we sent even when its answer was lost.
    async findSent(key) {
      try {
        const found = await client.getOutboundMessages({
          count: 1,
          offset: 0,
          [`metadata_${KEY_METADATA}`]: key,
        });
        return found.Messages.length > 0;
      } catch (error) {
        throw toTransportError(error);
      }
    },
  };
}

function toTransportError(error: unknown): TransportError {
  const message = error instanceof Error ? error.message : String(error);
  // postmark's errors carry the HTTP status in statusCode and Postmark's ErrorCode in code; a
  // status of 0 (or none) means no answer at all: a refused connection, a reset or a timeout,
  // all of which are worth another try.
  const { statusCode: status, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof status === 'number' && status > 0) {
    return new TransportError(`Postmark answered ${status}: ${message}`, {
      retryable: isRetryableStatus(status, typeof code === 'number' ? code : undefined),
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
