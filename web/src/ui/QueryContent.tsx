// What a page or a card shows of the data it loads: its content as soon as there is data (kept on
// screen while it loads again), else Loading... while the first answer is on its way (the whole
// page's, or a line inside a card when `inline`), else why it could not be loaded with Try again.
import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { LoadingScreen } from './LoadingScreen';

export function QueryContent<T>({
  data,
  loading,
  error,
  failedTitle,
  onRetry,
  inline = false,
  children,
}: {
  data: T | null | undefined;
  loading: boolean;
  error: unknown;
  /** "Your history could not be loaded". */
  failedTitle: string;
  onRetry: () => void;
  /** Inside a card of a page that is already showing: a line, not the whole page's loader. */
  inline?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (data) return children(data);
  if (loading && inline) return <InlineLoading />;
  if (loading) return <LoadingScreen />;
  return <LoadFailed title={failedTitle} offline={Boolean(error)} onRetry={onRetry} />;
}

function InlineLoading() {
  return (
    <Group gap="sm" justify="center" py="md" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed" size="sm">
        Loading...
      </Text>
    </Group>
  );
}
