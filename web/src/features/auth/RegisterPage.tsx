// Register (SPEC §2): e-mail and password, or Google. On success go to /dashboard, where the
// verification gate waits for the link we just e-mailed.
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { textLimits } from '../../../../core/limits';
import { useAuth } from '../../auth/AuthProvider';
import { useMutationAction } from '../../ui/useMutationAction';
import { AuthLayout } from './AuthLayout';
import { REGISTER_MUTATION } from './documents';
import { GoogleButton } from './GoogleButton';
import { MIN_PASSWORD_LENGTH, registerSchema } from './schemas';

export function RegisterPage() {
  const { user, setUser } = useAuth();
  const navigate = useNavigate();
  const [alreadySignedIn] = useState(() => user !== null);
  const [register] = useMutation(REGISTER_MUTATION);
  const { busy, run } = useMutationAction();

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  if (alreadySignedIn) return <Navigate to="/dashboard" replace />;

  const submit = form.onSubmit(
    ({ email, password }) =>
      void run('register', () => register({ variables: { email: email.trim(), password } }), {
        success: 'Verification email sent! Please check your inbox.',
        failure: 'Failed to create account',
        onSuccess: ({ data }) => {
          if (data) setUser(data.register);
          void navigate('/dashboard', { replace: true });
        },
      }),
  );

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
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            leftSection={<IconMail size={18} aria-hidden />}
            maxLength={textLimits.email.max}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters`}
            autoComplete="new-password"
            required
            leftSection={<IconLock size={18} aria-hidden />}
            maxLength={textLimits.password.max}
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
