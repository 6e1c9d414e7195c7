// Register (docs/product.md §2): e-mail and password, or Google. On success go to /dashboard, where the
// verification gate waits for the link we just e-mailed.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { useMutationAction } from '../../ui/useMutationAction';
import { AuthLayout } from './AuthLayout';
import { EmailField, PasswordField } from './CredentialFields';
import { REGISTER_MUTATION } from './documents';
import { GoogleButton } from './GoogleButton';
import { MIN_PASSWORD_LENGTH, registerSchema } from './schemas';
import { useCredentialsForm } from './useCredentialsForm';

export function RegisterPage() {
  const { user, setUser } = useAuth();
  const navigate = useNavigate();
  const [alreadySignedIn] = useState(() => user !== null);
  const [register] = useMutation(REGISTER_MUTATION);
  const { busy, run } = useMutationAction();

  const { form, submit } = useCredentialsForm(
    registerSchema,
    (variables) =>
      void run('register', () => register({ variables }), {
        success: 'Verification email sent! Please check your inbox.',
        failure: 'Failed to create account',
        onSuccess: ({ data }) => {
          if (data) setUser(data.register);
          void navigate('/dashboard', { replace: true });
        },
      }),
  );

  if (alreadySignedIn) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      documentTitle="Create Account"
      title="Create your account"
      subtitle="Organise games, save seats and track who took the pot."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" c="white" fw={700} underline="always">
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Create account">
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            description={`At least ${MIN_PASSWORD_LENGTH} characters`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" fullWidth loading={busy !== null}>
            Create Account
          </Button>
        </Stack>
      </form>
      <GoogleButton label="Sign up with Google" />
    </AuthLayout>
  );
}
