// The contact form's mail to support: reply-to is the sender, so support answers them directly.
import type { ContactMessageInput } from '../graphql/generated/resolvers-types';
import type { OutboxMessage } from '../mail';
import type { Services } from '../services';

export function supportEmail(
  services: Services,
  sent: ContactMessageInput,
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
