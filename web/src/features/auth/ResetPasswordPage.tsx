// Choose a new password from an e-mailed reset link (/reset-password?oobCode=…). On success
// go to /login.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { useMutationAction } from '../../ui/useMutationAction';
import { AuthLayout } from './AuthLayout';
import { NewPasswordFields } from './CredentialFields';
import { RESET_PASSWORD_MUTATION } from './documents';
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from './schemas';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode')?.trim() ?? '';
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [resetPassword] = useMutation(RESET_PASSWORD_MUTATION);
  const { busy, run } = useMutationAction();
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    ({ newPassword }) =>
      void run('reset', () => resetPassword({ variables: { code, newPassword } }), {
        success: 'Your password has been reset. Please sign in with your new password.',
        failure: 'Failed to reset password',
        onSuccess: async () => {
          // The reset ended every session of the account, possibly this browser's too.
          await refresh().catch(() => null);
          void navigate('/login', { replace: true });
        },
      }),
  );

  if (!code) {
    return (
      <AuthLayout documentTitle="Reset Password" title="Reset your password">
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            This password reset link is invalid or has expired. Please request a new one.
          </Alert>
          <Button component={Link} to="/login" size="md" fullWidth>
            Back to Sign In
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      documentTitle="Reset Password"
      title="Choose a new password"
      subtitle={`Use at least ${MIN_PASSWORD_LENGTH} characters.`}
    >
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Stack gap="md">
          <NewPasswordFields form={form} autoFocus />
          <Button type="submit" size="md" fullWidth loading={busy !== null}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
