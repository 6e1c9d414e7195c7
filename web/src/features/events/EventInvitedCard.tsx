// The event page's Invited Players card: pending invitations by e-mail, each removable by those
// the server allows.
import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMailPlus, IconX } from '@tabler/icons-react';

export function EventInvitedCard({
  emails,
  canRemove,
  onRemove,
}: {
  emails: string[];
  canRemove: boolean;
  onRemove: (email: string) => void;
}) {
  return (
    <Card component="section" aria-labelledby="invited-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconMailPlus size={22} aria-hidden color="var(--mantine-color-felt-7)" />
          <Title order={2} fz="h4" id="invited-title">
            Invited Players
          </Title>
        </Group>
        <Badge variant="light" size="lg" color="gray">
          {emails.length}
        </Badge>
      </Group>
      {emails.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pending invitations.
        </Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} aria-label="Invited players">
          {emails.map((email) => (
            <Group
              component="li"
              key={email}
              gap="xs"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
              py={4}
            >
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {email}
              </Text>
              {canRemove && (
                <Tooltip label="Remove invitation">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove invitation for ${email}`}
                    onClick={() => onRemove(email)}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
