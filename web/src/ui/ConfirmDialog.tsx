// The one "are you sure?" dialog (Leave Event, Cancel Event, Remove Invitation, Remove Table,
// Remove Member, Leave Group, Cancel Invitation). It waits for the write: the confirm button
// spins, nothing closes it meanwhile, and it closes only once the write is done; on failure it
// stays open (the write has reported why) so the person can try again or back out. Focus starts
// on the safe button.
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting. */
  cancelLabel?: string;
  /** Does the write; resolves true when it is done, false when it failed (and said so). */
  onConfirm: () => Promise<boolean>;
}

export interface ConfirmDialogProps {
  /** What is being asked; it outlives `opened`, so the text stays while the dialog fades out. */
  request: ConfirmRequest | null;
  opened: boolean;
  onClose: () => void;
}

/** State for one ConfirmDialog: `ask` opens it with a request; spread `dialog` onto it. */
export function useConfirmDialog() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [opened, setOpened] = useState(false);
  const ask = useCallback((next: ConfirmRequest) => {
    setRequest(next);
    setOpened(true);
  }, []);
  const onClose = useCallback(() => setOpened(false), []);
  return { ask, dialog: { request, opened, onClose } satisfies ConfirmDialogProps };
}

export function ConfirmDialog({ request, opened, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!request || busy) return;
    setBusy(true);
    try {
      if (await request.onConfirm()) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened && request !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={
        <Title order={2} fz="h3" component="span">
          {request?.title}
        </Title>
      }
      size="sm"
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy }}
    >
      <Stack gap="lg">
        <Text size="sm">{request?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {request?.cancelLabel ?? 'Cancel'}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
