// The contact form's mail to support: reply-to is the sender, so support answers them directly.
import type { OutboxMessage } from '../mail/outbox';
import type { Services } from '../services';

export function supportEmail(
  services: Services,
  sent: { name: string; email: string; subject: string; message: string },
): OutboxMessage<'contactMessage'> {
  return {
    template: 'contactMessage',
    to: services.config.supportEmail,
    replyTo: sent.email,
    props: {
      fromName: sent.name,
      fromEmail: sent.email,
      subject: sent.subject,
      message: sent.message,
    },
  };
}
