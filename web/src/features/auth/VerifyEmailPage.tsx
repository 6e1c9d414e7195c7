// Verify e-mail (docs/product.md §2, §4): reads ?oobCode=…, shows a waiting state, then Email Verified! or
// Verification Failed. On success the current user is reloaded.
import { useMutation } from '@apollo/client/react';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { notifyError, notifyFailure, notifySuccess } from '../../ui/notify';
import { AuthLayout } from './AuthLayout';
import { VERIFY_EMAIL_MUTATION } from './documents';

type Status = 'waiting' | 'success' | 'failed';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode')?.trim() ?? '';
  const { refresh } = useAuth();
  const [verifyEmail] = useMutation(VERIFY_EMAIL_MUTATION);
  const [status, setStatus] = useState<Status>(code ? 'waiting' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    // A code is single-use: apply it once, even when effects run twice in development.
    if (started.current) return;
    started.current = true;
    if (!code) {
      notifyFailure('Invalid verification link');
      return;
    }
    verifyEmail({ variables: { code } })
      .then(async () => {
        setStatus('success');
        notifySuccess('Email verified successfully!');
        await refresh().catch(() => null);
      })
      .catch((error: unknown) => {
        setStatus('failed');
        notifyError(error, 'Failed to verify email address. The link may have expired.');
      });
  }, [code, verifyEmail, refresh]);

  if (status === 'waiting') {
    return (
      <AuthLayout documentTitle="Verify Email" title="Verifying your email" centered>
        <Stack align="center" gap="md" py="lg" role="status" aria-live="polite">
          <Loader size="lg" aria-hidden />
          <Text c="dimmed">Checking your verification link…</Text>
        </Stack>
      </AuthLayout>
    );
  }

  const ok = status === 'success';
  return (
    <AuthLayout
      documentTitle={ok ? 'Email Verified' : 'Verification Failed'}
      title={ok ? 'Email Verified!' : 'Verification Failed'}
      centered
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={ok ? 'felt' : 'red'} aria-hidden>
          {ok ? <IconCircleCheck size={40} stroke={1.5} /> : <IconCircleX size={40} stroke={1.5} />}
        </ThemeIcon>
        <Text c="dimmed">
          {ok
            ? "Your e-mail address is confirmed. You're ready to join games and groups."
            : 'This verification link is invalid or has expired. Sign in and use Resend Verification Email to get a new one.'}
        </Text>
        <Button component={Link} to="/dashboard" size="md" fullWidth>
          {ok ? 'Continue to Dashboard' : 'Return to Dashboard'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
