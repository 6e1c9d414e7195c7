// The offline marker under the top bar: while there is no network or the server does not answer
// (online.ts), says that what is on screen is the last data seen (and that changes wait). The
// live region is always in the page so screen readers announce the change when it goes or returns.
import { Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOnline } from './online';
import classes from './OfflineBanner.module.css';

export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : classes.banner}>
      {!online && (
        <Group gap="xs" justify="center" wrap="nowrap">
          <IconCloudOff size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600}>
            You're offline — showing what was last seen. Changes can't be saved until you're back
            online.
          </Text>
        </Group>
      )}
    </div>
  );
}
