// E-mail verification gate (docs/product.md §2): explains why the page is locked, offers to resend the
// link, and checks every 5 seconds; once the address is verified the page reloads.
import { useMutation } from '@apollo/client/react';
import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { reloadPage } from '../ui/browser';
import { useMutationAction } from '../ui/useMutationAction';
import { useAuth } from '../auth/AuthProvider';
import { SEND_VERIFICATION_EMAIL_MUTATION } from '../auth/documents';

/** docs/product.md §9: e-mail verification poll interval. */
export const VERIFICATION_POLL_MS = 5_000;

export function VerificationGate() {
  const { user, refresh } = useAuth();
  const [resend] = useMutation(SEND_VERIFICATION_EMAIL_MUTATION);
  const { busy, run } = useMutationAction();
  useDocumentTitle('Email Verification Required · Poker Night');

  useEffect(() => {
    const timer = window.setInterval(() => {
      refresh()
        .then((fresh) => {
          if (fresh?.emailVerified) reloadPage();
        })
        .catch(() => {
          // A failed check is retried on the next tick.
        });
    }, VERIFICATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const onResend = () =>
    void run('resend', () => resend(), {
      success: 'Verification email sent! Please check your inbox.',
      failure: 'Failed to send verification email. Please try again.',
    });

  return (
    <Container size={520} py={{ base: 40, sm: 72 }} px="md">
      <Card p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={38} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Email Verification Required
          </Title>
          <Text c="dimmed">
            We sent a verification link to{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {user?.email ?? 'your e-mail address'}
            </Text>
            . Open it to unlock your games, groups and history. This page continues on its own once
            your address is verified.
          </Text>
          <Button size="md" onClick={onResend} loading={busy !== null} mt="xs">
            Resend Verification Email
          </Button>
          <Text size="sm" c="dimmed">
            No e-mail? Check your spam folder, or resend the link.
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
