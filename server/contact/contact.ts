// The public contact form: stored, then e-mailed to support with reply-to the sender.
import { isEmail, normalizeEmail } from '../../core/email';
import { contactMessages } from '../../db/schema';
import { enforce, limits } from '../auth/rate-limit';
import { badInput } from '../errors';
import { enqueueEmail } from '../mail/outbox';
import type { Services } from '../services';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const contactMessagesText = {
  required: 'Please fill in all fields',
  invalidEmail: 'Invalid email address',
} as const;

export async function sendContactMessage(
  services: Services,
  input: ContactInput,
  sender: { userId: string | null; clientIp: string },
) {
  const name = input.name.trim();
  const subject = input.subject.trim();
  const message = input.message.trim();
  const email = normalizeEmail(input.email);
  if (!name || !email || !subject || !message) throw badInput(contactMessagesText.required);
  if (!isEmail(email)) throw badInput(contactMessagesText.invalidEmail);
  await enforce(services.db, [[`contact:ip:${sender.clientIp}`, limits.contactPerIp]]);
  await services.db.transaction(async (tx) => {
    await tx
      .insert(contactMessages)
      .values({ name, email, subject, message, userId: sender.userId });
    await enqueueEmail(tx, {
      template: 'contactMessage',
      to: services.config.supportEmail,
      replyTo: email,
      props: { fromName: name, fromEmail: email, subject, message },
    });
  });
  services.mail.wake();
}
