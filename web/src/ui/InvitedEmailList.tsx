// Invitations sent to e-mail addresses, one row each: the address and, for a viewer who may take
// invitations back, a red button that asks to (the screen owns the confirm dialog and the write).
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconMail, IconX } from '@tabler/icons-react';
import { EmailAddress } from './EmailAddress';

export function InvitedEmailList({
  emails,
  label,
  removeLabel,
  onRemove,
}: {
  emails: readonly string[];
  /** The list's accessible name, where its section's title is not enough. */
  label?: string;
  /** What the button does ("Cancel invitation"); its accessible name adds "for {email}". */
  removeLabel: string;
  /** Left out when the viewer may not take invitations back. */
  onRemove?: (email: string) => void;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {emails.map((email) => (
        <Group component="li" key={email} gap="sm" wrap="nowrap" style={{ listStyle: 'none' }}>
          <IconMail size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <EmailAddress email={email} />
          </Text>
          {onRemove && (
            <Tooltip label={removeLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${removeLabel} for ${email}`}
                onClick={() => onRemove(email)}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  );
}
