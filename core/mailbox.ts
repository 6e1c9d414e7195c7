// A mailbox as a mail header names one (RFC 5322 §3.4): an address, with or without a display
// name — `games@example.com`, `Poker Night <games@example.com>`, `"Poker Night, Inc."
// <games@example.com>`. MAIL_FROM takes any of these forms (server/config.ts), as every mail
// provider documents them, and the name is what inboxes show as the sender.
import { isEmail } from './email';

export interface Mailbox {
  /** Shown as the sender; null: the address alone. */
  name: string | null;
  address: string;
}

// A quoted name ("…", with \-escapes) or a bare one, then <address>. MAIL_FROM names one sender,
// so a bare name may hold what a header would need quoted (`Poker Night, Springfield`):
// formatMailbox quotes it on the way out.
const NAME_AND_ADDRESS = /^(?:"((?:[^"\\\r\n]|\\[^\r\n])*)"|([^"<>\r\n]*))\s*<([^<>\s]+)>$/;
// eslint-disable-next-line no-control-regex -- exactly what a header must never carry
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The mailbox `value` names, or null when it is not one address (with an optional name). */
export function parseMailbox(value: string): Mailbox | null {
  const text = value.trim();
  if (isEmail(text)) return { name: null, address: text };
  const match = NAME_AND_ADDRESS.exec(text);
  if (!match) return null;
  const name = (match[1]?.replace(/\\(.)/g, '$1') ?? match[2] ?? '').trim();
  const address = match[3]!;
  if (!isEmail(address) || CONTROL.test(name)) return null;
  return { name: name || null, address };
}

// RFC 5322 atext and spaces (and any non-ASCII, RFC 6532): a name of these needs no quotes.
const PLAIN_NAME = /^[\p{L}\p{N}!#$%&'*+\-/=?^_`{|}~ \u0080-\u{10ffff}]+$/u;

/** The mailbox as a From header value: the name quoted only when it has to be. */
export function formatMailbox({ name, address }: Mailbox): string {
  if (!name) return address;
  const shown = PLAIN_NAME.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `${shown} <${address}>`;
}
