// Profile and password-change checks with docs/product.md §5's wording.
import { z } from 'zod';
import { accountMessages } from '../../../../core/accounts';
import { isSupportedTimezone } from '../../../../core/timezones';
import { newPasswordFields, withMatchingPasswords } from '../auth/schemas';

export const profileSchema = z.object({
  displayName: z.string().trim().min(1, accountMessages.displayNameRequired),
  timezone: z.string().refine(isSupportedTimezone, accountMessages.unknownTimezone),
});

export const changePasswordSchema = withMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, 'Current password is required'),
    ...newPasswordFields,
    endEveryAccess: z.boolean(),
  }),
);
