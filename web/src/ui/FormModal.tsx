// A dialog that holds one form (Add New Location, Create Group, Add Table, the invitations): the
// title as a heading, then the form. ModalForm is the form most of them hold: labelled by its
// name, the fields, then Cancel and the submit button, which spins while the write runs.
import {
  Button,
  Group,
  Modal,
  Stack,
  Title,
  type MantineColor,
  type ModalProps,
} from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export function FormModal({
  opened,
  onClose,
  title,
  size,
  onExitTransitionEnd,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  /** Once the dialog has faded out: the moment to reset what it showed without a flash. */
  onExitTransitionEnd?: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={
        <Title order={2} fz="h3" component="span">
          {title}
        </Title>
      }
      size={size}
      centered
    >
      {children}
    </Modal>
  );
}

export function ModalForm({
  label,
  submitLabel,
  busy,
  submitDisabled = false,
  submitColor,
  onSubmit,
  onCancel,
  children,
}: {
  /** The form's accessible name, usually the dialog's title. */
  label: string;
  submitLabel: string;
  /** The write is running: the submit button spins and Cancel waits. */
  busy: boolean;
  /** The form cannot be sent as it stands (it says why). */
  submitDisabled?: boolean;
  /** A destructive or final submit (red) instead of the theme's colour. */
  submitColor?: MantineColor;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        // The dialog renders in a portal, but React bubbles submit to any form around it.
        event.stopPropagation();
        onSubmit(event);
      }}
      noValidate
      aria-label={label}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color={submitColor} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
