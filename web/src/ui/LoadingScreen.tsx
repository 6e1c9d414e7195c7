// What a protected page shows while the sign-in state is loading (docs/product.md §2: the text Loading...).
import { Center, Group, Loader, Text } from '@mantine/core';

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
