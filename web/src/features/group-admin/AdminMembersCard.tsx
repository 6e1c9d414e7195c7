// Members with their role, games played and when they last played (issue 13's dashboard). A
// table on a laptop; on a phone the same rows, the figures under each name.
import { Badge, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { graphql } from '../../gql';
import type { AdminMembers_MemberFragment } from '../../gql/graphql';
import { personName } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { useViewerDay } from './useViewerDay';
import { memberRole, roleLabel } from './adminText';

export const ADMIN_MEMBERS_FRAGMENT = graphql(`
  fragment AdminMembers_member on GroupMember {
    role
    gamesPlayed
    lastPlayedAt
    user {
      ...PersonName_user
    }
  }
`);

const roleColor = { owner: 'chip', admin: 'felt', member: 'gray' } as const;

export function AdminMembersCard({ members }: { members: AdminMembers_MemberFragment[] }) {
  const day = useViewerDay();
  return (
    <SectionCard
      titleId="admin-members-title"
      title="Members"
      icon={IconUsers}
      badge={
        <Badge variant="light" color="gray">
          {members.length}
        </Badge>
      }
    >
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" aria-labelledby="admin-members-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th ta="right">Games</Table.Th>
              <Table.Th visibleFrom="sm">Last played</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => {
              const role = memberRole(member.role) ?? 'member';
              const last = member.lastPlayedAt ? day(member.lastPlayedAt) : 'Never';
              return (
                <Table.Tr key={member.user.id}>
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {personName(member.user)}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      Last played: {last}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant="light"
                      color={roleColor[role]}
                      // Never "Mem…": the label keeps its width on a phone.
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {roleLabel[role]}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{member.gamesPlayed}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    {member.lastPlayedAt ? (
                      <time dateTime={member.lastPlayedAt}>{last}</time>
                    ) : (
                      last
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
