// The Members card (SPEC §2): titled with the member count; each row shows the display name
// (or e-mail), the e-mail under it and an Owner badge; the owner has a remove button on every
// other member. The page owns the confirm dialog and the write.
import { ActionIcon, Avatar, Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUsers } from '@tabler/icons-react';
import type { GroupDetailFragment } from '../../gql/graphql';
import { displayName } from './groupText';
import { initials } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';

type Member = GroupDetailFragment['members'][number];

export function MembersCard({
  members,
  memberCount,
  ownerId,
  canRemove,
  onRemove,
}: {
  members: Member[];
  memberCount: number;
  ownerId: string;
  canRemove: boolean;
  onRemove: (member: Member) => void;
}) {
  return (
    <SectionCard titleId="members-title" title={<>Members ({memberCount})</>} icon={IconUsers}>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {members.map((member) => {
          const name = displayName(member);
          const isOwner = member.id === ownerId;
          const showEmail = member.email && member.displayName.trim();
          return (
            <Group
              component="li"
              key={member.id}
              gap="sm"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
            >
              <Avatar color="felt" radius="xl" size={38} aria-hidden>
                {initials(member)}
              </Avatar>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  {isOwner ? (
                    <Badge size="sm" variant="light" color="chip">
                      Owner
                    </Badge>
                  ) : null}
                </Group>
                {showEmail ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                ) : null}
              </Box>
              {canRemove && !isOwner ? (
                <Tooltip label="Remove member" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${name}`}
                    onClick={() => onRemove(member)}
                  >
                    <IconUserMinus size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
