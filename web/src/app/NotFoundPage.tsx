// Any unknown address: say so and offer a way back.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';

export function NotFoundPage() {
  const { user } = useAuth();
  useDocumentTitle('Page not found · Poker Night');
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Text fz={64} fw={800} c="felt.8" lh={1} aria-hidden>
          ♠ 404
        </Text>
        <Title order={1} fz={28}>
          Page not found
        </Title>
        <Text c="dimmed">That table doesn't exist. Let's get you back to the game.</Text>
        <Button component={Link} to={user ? '/dashboard' : '/'} mt="sm">
          {user ? 'Go to Dashboard' : 'Go to the home page'}
        </Button>
      </Stack>
    </Center>
  );
}
