// The public contact form (docs/product.md §5): anyone may write, signed in or not. The message is stored
// and its mail to support queued in one transaction; a per-address limit keeps it from being a
// free relay.
import { isEmail, normalizeEmail } from '../../core/email';
import { enforce, limits } from '../rate-limits';
import { viewerUser, type DomainContext } from '../context';
import { badInput } from '../errors';
import type { ContactMessageInput } from '../graphql/generated/resolvers-types';
import { enqueueEmail } from '../mail';
import { supportEmail } from './emails';
import { contactMessages } from './messages';
import * as store from './store';

export async function sendContactMessage(
  ctx: DomainContext,
  input: ContactMessageInput,
): Promise<void> {
  const name = input.name.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();
  const email = normalizeEmail(input.email);
  if (!name || !email || !subject || !message) throw badInput(contactMessages.required);
  if (!isEmail(email)) throw badInput(contactMessages.invalidEmail);
  await enforce(ctx.db, [[`contact:ip:${ctx.clientIp}`, limits.contactPerIp]]);
  const userId = viewerUser(ctx)?.id ?? null;
  const sent = { name, email, subject, message };
  await ctx.db.transaction(async (tx) => {
    await store.insertContactMessage(tx, { ...sent, userId });
    await enqueueEmail(tx, supportEmail(ctx.services, sent));
  });
  ctx.services.mail.wake();
}
