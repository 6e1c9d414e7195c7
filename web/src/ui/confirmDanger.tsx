// A confirm dialog for an action that removes or ends something (Leave Event, Cancel Event,
// Remove Invitation, Remove Table): titled, centred, with a red confirm button.
import { Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export function confirmDanger(options: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: (
      <Title order={2} fz="h3" component="span">
        {options.title}
      </Title>
    ),
    centered: true,
    children: <Text size="sm">{options.message}</Text>,
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel ?? 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
