// Client-side checks with the server's wording (SPEC §5, §8), so bad input never leaves the
// browser. The server re-checks everything.
import { z } from 'zod';

/** SPEC §9: password minimum. */
export const MIN_PASSWORD_LENGTH = 6;

export const emailField = (requiredMessage = 'Invalid email address') =>
  z.string().trim().min(1, requiredMessage).pipe(z.email('Invalid email address'));

export const signInSchema = z.object({
  email: emailField(),
  password: z.string().min(1, 'Password is required'),
});

export const registerSchema = z.object({
  email: emailField(),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
});

export const resetRequestSchema = z.object({
  email: emailField('Please enter your email address'),
});

export const newPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
