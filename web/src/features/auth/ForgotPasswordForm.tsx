// "Forgot password": e-mails a reset link (docs/product.md §2 Sign in, §5 Reset password, §8 Reset).
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutationAction } from '../../ui/useMutationAction';
import { EmailField } from './CredentialFields';
import { REQUEST_PASSWORD_RESET_MUTATION } from './documents';
import { resetRequestSchema } from './schemas';

export interface ForgotPasswordFormProps {
  initialEmail?: string;
  onDone: () => void;
}

export function ForgotPasswordForm({ initialEmail = '', onDone }: ForgotPasswordFormProps) {
  const [requestReset] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);
  const { busy, run } = useMutationAction();
  const loading = busy !== null;
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: schemaResolver(resetRequestSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    ({ email }) =>
      void run('request', () => requestReset({ variables: { email: email.trim() } }), {
        success: 'Password reset email sent! Please check your inbox.',
        failure: 'Failed to send reset email',
        onSuccess: onDone,
      }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-heading">
      <Stack gap="md">
        <div>
          <Text id="reset-heading" fw={700} fz="lg">
            Reset your password
          </Text>
          <Text c="dimmed" size="sm">
            Enter your e-mail and we'll send you a link to choose a new password.
          </Text>
        </div>
        <EmailField data-autofocus autoFocus {...form.getInputProps('email')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Send Reset Link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
