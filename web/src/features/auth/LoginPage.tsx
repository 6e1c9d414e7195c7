// Sign in (docs/product.md §2): e-mail and password, Forgot password, Sign in with Google. On success go to
// / (or back to the protected page that sent the visitor here).
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import type { RedirectState } from '../../auth/redirect';
import { notifyFailure } from '../../ui/notify';
import { useMutationAction } from '../../ui/useMutationAction';
import { AuthLayout } from './AuthLayout';
import { EmailField, PasswordField } from './CredentialFields';
import { SIGN_IN_MUTATION } from './documents';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GoogleButton } from './GoogleButton';
import { signInSchema } from './schemas';
import { useCredentialsForm } from './useCredentialsForm';

/** What the server's Google callback reports in `?error=` (docs/product.md §8 Google sign in). */
const GOOGLE_ERRORS: Record<string, string> = {
  cancelled: 'Sign in was cancelled',
  failed: 'Failed to sign in with Google',
};

function useGoogleErrorToast() {
  const [params, setParams] = useSearchParams();
  const shown = useRef<string | null>(null);
  const code = params.get('error');
  useEffect(() => {
    if (!code || shown.current === code) return;
    shown.current = code;
    notifyFailure(GOOGLE_ERRORS[code] ?? GOOGLE_ERRORS.failed);
    const next = new URLSearchParams(params);
    next.delete('error');
    setParams(next, { replace: true });
  }, [code, params, setParams]);
}

export function LoginPage() {
  const { user, setUser } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [alreadySignedIn] = useState(() => user !== null);
  const [resetting, setResetting] = useState(false);
  const [signIn] = useMutation(SIGN_IN_MUTATION);
  const { busy, run } = useMutationAction();
  useGoogleErrorToast();

  const { form, submit } = useCredentialsForm(
    signInSchema,
    (variables) =>
      void run('signIn', () => signIn({ variables }), {
        failure: 'Failed to sign in',
        onSuccess: ({ data }) => {
          if (data) setUser(data.signIn);
          const from = (location.state as RedirectState | null)?.from;
          void navigate(from && from !== '/login' ? from : '/', { replace: true });
        },
      }),
  );

  if (alreadySignedIn) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      documentTitle="Sign In"
      title={resetting ? 'Forgot your password?' : 'Welcome back'}
      subtitle={resetting ? undefined : 'Sign in to see your games, groups and seats.'}
      footer={
        <>
          New to Poker Night?{' '}
          <Anchor component={Link} to="/register" c="white" fw={700} underline="always">
            Create an account
          </Anchor>
        </>
      }
    >
      {resetting ? (
        <ForgotPasswordForm
          initialEmail={form.getValues().email}
          onDone={() => setResetting(false)}
        />
      ) : (
        <>
          <form onSubmit={submit} noValidate aria-label="Sign in">
            <Stack gap="md">
              <EmailField {...form.getInputProps('email')} />
              <div>
                <PasswordField
                  autoComplete="current-password"
                  {...form.getInputProps('password')}
                />
                <Group justify="flex-end" mt={6}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setResetting(true)}
                  >
                    Forgot password?
                  </Anchor>
                </Group>
              </div>
              <Button type="submit" size="md" fullWidth loading={busy !== null}>
                Sign In
              </Button>
            </Stack>
          </form>
          <GoogleButton label="Sign in with Google" />
        </>
      )}
    </AuthLayout>
  );
}
