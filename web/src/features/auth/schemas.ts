// Client-side checks with the server's wording (docs/product.md §5, §8), so bad input never leaves the
// browser. The server re-checks everything.
import { z } from 'zod';
import { accountMessages, MIN_PASSWORD_LENGTH } from '../../../../core/accounts';

export { MIN_PASSWORD_LENGTH };

export const emailField = (requiredMessage: string = accountMessages.invalidEmail) =>
  z.string().trim().min(1, requiredMessage).pipe(z.email(accountMessages.invalidEmail));

export const signInSchema = z.object({
  email: emailField(),
  password: z.string().min(1, 'Password is required'),
});

export const registerSchema = z.object({
  email: emailField(),
  password: z.string().min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShort),
});

export const resetRequestSchema = z.object({
  email: emailField(accountMessages.emailRequired),
});

/** A new password typed twice: the reset form and the change-password card both use it. */
export const newPasswordFields = {
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, accountMessages.newPasswordTooShort),
  confirmPassword: z.string(),
};

/** Both fields must hold the same new password. */
export function withMatchingPasswords<
  T extends z.ZodType<{ newPassword: string; confirmPassword: string }>,
>(schema: T) {
  return schema.refine((values) => values.newPassword === values.confirmPassword, {
    message: accountMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
}

export const newPasswordSchema = withMatchingPasswords(z.object(newPasswordFields));
