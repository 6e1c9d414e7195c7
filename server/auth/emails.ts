// The auth domain's mails, built here so the writes only decide when to send: each returns an
// outbox message whose link carries the single-use code (email-tokens.ts).
import type { AccountRow } from '../../db/account';
import type { OutboxMessage } from '../mail';
import { appLink, type Services } from '../services';

export function verificationEmail(
  services: Services,
  user: AccountRow,
  code: string,
): OutboxMessage<'verifyEmail'> {
  return {
    template: 'verifyEmail',
    to: user.email,
    props: {
      displayName: user.displayName,
      verifyUrl: appLink(services, `/verify-email?oobCode=${code}`),
    },
  };
}

export function passwordResetEmail(
  services: Services,
  user: AccountRow,
  code: string,
): OutboxMessage<'passwordReset'> {
  return {
    template: 'passwordReset',
    to: user.email,
    props: { resetUrl: appLink(services, `/reset-password?oobCode=${code}`) },
  };
}
