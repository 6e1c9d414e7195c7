// What shows when a page cannot render at all — in practice its code could not be fetched (the
// server is unreachable, or a deploy replaced the chunk and the one reload reloadOnStaleChunk
// allows did not help): say so and offer a reload, instead of React Router's developer screen.
// It is part of the first load on purpose: a lazy error page would fail to load the same way.
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function PageLoadError() {
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} fz={28}>
          This page could not be loaded
        </Title>
        <Text c="dimmed">Check your connection, then reload to get the latest version.</Text>
        <Button mt="sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
