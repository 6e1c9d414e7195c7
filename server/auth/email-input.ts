// The address a person typed, as every account form takes it: trimmed, lower-cased, checked.
import { accountMessages } from '../../core/accounts';
import { isEmail, normalizeEmail } from '../../core/email';
import { badInput } from '../errors';

export function requireEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw badInput(accountMessages.emailRequired);
  if (!isEmail(email)) throw badInput(accountMessages.invalidEmail);
  return email;
}
