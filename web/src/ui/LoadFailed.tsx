// What a page shows when its data could not be loaded: why, and a way to try again.
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useOnline } from '../offline/online';
import { OFFLINE_READ } from './errors';

export function LoadFailed({
  title,
  offline,
  onRetry,
}: {
  title: string;
  /** True when the request failed (network or server); false when the answer was empty. */
  offline: boolean;
  onRetry: () => void;
}) {
  const online = useOnline();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        {!online
          ? OFFLINE_READ
          : offline
            ? 'Check your connection and try again.'
            : 'Please sign in again.'}
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
