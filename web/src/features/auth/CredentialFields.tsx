// The e-mail and password fields of the account forms (sign in, create account, forgot and reset
// password, change password): one label, autocomplete hint, icon and core limit each, so the
// browser stops typing where the server would refuse.
import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconMail } from '@tabler/icons-react';
import { textLimits } from '../../../../core/limits';

export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      leftSection={<IconMail size={18} aria-hidden />}
      maxLength={textLimits.email.max}
      {...props}
    />
  );
}

export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="Password"
      required
      leftSection={<IconLock size={18} aria-hidden />}
      maxLength={textLimits.password.max}
      {...props}
    />
  );
}

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/**
 * A new password typed twice (schemas' newPasswordFields): the reset page, with icons and the
 * first field focused, and the profile's change-password card, plain.
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  plain = false,
  autoFocus = false,
}: {
  form: UseFormReturnType<V>;
  plain?: boolean;
  autoFocus?: boolean;
}) {
  const icon = plain ? { leftSection: null } : {};
  return (
    <>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        data-autofocus={autoFocus || undefined}
        {...icon}
        {...form.getInputProps('newPassword')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        {...icon}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
