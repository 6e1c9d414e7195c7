// The Members card (docs/product.md §2, issue 13's roles): titled with the member count; each row shows the
// display name (or e-mail), the e-mail under it and an Owner or Admin badge; those who may remove
// members have a remove button on the others (never the owner), and the owner a role menu (make
// admin, make member, make owner). The page owns the confirm dialog and the writes.
import { ActionIcon, Avatar, Badge, Box, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCrown,
  IconDotsVertical,
  IconShield,
  IconShieldOff,
  IconUserMinus,
  IconUsers,
} from '@tabler/icons-react';
import type { GroupDetailFragment, GroupRole } from '../../gql/graphql';
import { displayName } from './groupText';
import { initials } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { EmailAddress } from '../../ui/EmailAddress';

type Member = GroupDetailFragment['members'][number];

export function MembersCard({
  members,
  memberCount,
  ownerId,
  roles,
  canRemove,
  canManageRoles,
  onRemove,
  onSetRole,
}: {
  members: Member[];
  memberCount: number;
  ownerId: string;
  /** Each member's role by user id (Group.memberRoles). */
  roles: ReadonlyMap<string, GroupRole>;
  canRemove: boolean;
  canManageRoles: boolean;
  onRemove: (member: Member) => void;
  onSetRole: (member: Member, role: GroupRole) => void;
}) {
  return (
    <SectionCard titleId="members-title" title={<>Members ({memberCount})</>} icon={IconUsers}>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {members.map((member) => {
          const name = displayName(member);
          const isOwner = member.id === ownerId;
          const isAdmin = roles.get(member.id) === 'ADMIN';
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
                  ) : isAdmin ? (
                    <Badge size="sm" variant="light" color="felt">
                      Admin
                    </Badge>
                  ) : null}
                </Group>
                {showEmail && member.email ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    <EmailAddress email={member.email} />
                  </Text>
                ) : null}
              </Box>
              {canManageRoles && !isOwner ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={`Role of ${name}`}
                    >
                      <IconDotsVertical size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>{name}</Menu.Label>
                    {isAdmin ? (
                      <Menu.Item
                        leftSection={<IconShieldOff size={16} aria-hidden />}
                        onClick={() => onSetRole(member, 'MEMBER')}
                      >
                        Make member
                      </Menu.Item>
                    ) : (
                      <Menu.Item
                        leftSection={<IconShield size={16} aria-hidden />}
                        onClick={() => onSetRole(member, 'ADMIN')}
                      >
                        Make admin
                      </Menu.Item>
                    )}
                    <Menu.Item
                      leftSection={<IconCrown size={16} aria-hidden />}
                      onClick={() => onSetRole(member, 'OWNER')}
                    >
                      Make owner
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : null}
              {canRemove && !isOwner && (canManageRoles || !isAdmin) ? (
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
