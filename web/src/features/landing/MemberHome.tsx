// What a signed-in user sees first on `/` (it is also the post-login and post-profile home, and
// where an unknown event sends them): their next game and the way to the dashboard, above the
// marketing. The next game loads lazily: this strip is all visitors' first download carries.
import { Box, Button, Container, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

const NextGame = lazy(async () => ({ default: (await import('./NextGame')).NextGame }));

export function MemberHome() {
  return (
    <Box
      component="section"
      aria-label="Your games"
      py="md"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="center" gap="md">
          <Suspense fallback={null}>
            <NextGame />
          </Suspense>
          <Button
            component={Link}
            to="/dashboard"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            ml="auto"
          >
            Go to dashboard
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
