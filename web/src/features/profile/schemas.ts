// Profile and password-change checks with SPEC §5's wording.
import { z } from 'zod';
import { isSupportedTimezone } from '../../../../core/timezones';
import { MIN_PASSWORD_LENGTH } from '../auth/schemas';

export const profileSchema = z.object({
  displayName: z.string().trim().min(1, 'Display name is required'),
  timezone: z.string().refine(isSupportedTimezone, 'Please choose a time zone from the list'),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
