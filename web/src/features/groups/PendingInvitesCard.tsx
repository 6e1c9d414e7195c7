// Pending Invites (SPEC §2, §6): for the owner only and only while invitations exist, the
// invited e-mail addresses, each with a cancel button. The page owns the confirm dialog.
import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMail, IconSend, IconX } from '@tabler/icons-react';

export function PendingInvitesCard({
  emails,
  onCancel,
}: {
  emails: string[];
  onCancel: (email: string) => void;
}) {
  return (
    <Card component="section" aria-labelledby="pending-invites-title">
      <Group gap="xs" wrap="nowrap" mb="md">
        <IconSend size={22} aria-hidden color="var(--mantine-color-felt-7)" />
        <Title order={2} fz="h3" id="pending-invites-title">
          Pending Invites
        </Title>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0}>
        {emails.map((email) => (
          <Group component="li" key={email} gap="sm" wrap="nowrap" style={{ listStyle: 'none' }}>
            <IconMail size={18} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            <Tooltip label="Cancel invitation" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Cancel invitation for ${email}`}
                onClick={() => onCancel(email)}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
