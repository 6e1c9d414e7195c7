// A group as a card that links to its page (docs/product.md §2 Groups): name, description and member
// count. The whole card is one link, so it is one tab stop.
import { Badge, Card, Group, Text } from '@mantine/core';
import { IconChevronRight, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { GroupCardFragment } from '../../gql/graphql';
import classes from '../../ui/cardLink.module.css';
import { memberCountText } from './groupText';

export function GroupCardLink({ group, owned }: { group: GroupCardFragment; owned: boolean }) {
  return (
    <Card
      component={Link}
      to={`/groups/${group.id}`}
      className={classes.cardLink}
      padding="md"
      h="100%"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} size="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Text>
        {owned ? (
          <Badge variant="light" color="chip" style={{ flexShrink: 0 }}>
            Owner
          </Badge>
        ) : (
          <IconChevronRight
            size={20}
            aria-hidden
            color="var(--mantine-color-dimmed)"
            style={{ flexShrink: 0 }}
          />
        )}
      </Group>
      {group.description ? (
        <Text size="sm" c="dimmed" mt={6} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {group.description}
        </Text>
      ) : null}
      <Group gap={6} mt="md" c="dimmed">
        <IconUsers size={16} aria-hidden />
        <Text size="sm" fw={500}>
          {memberCountText(group.memberCount)}
        </Text>
      </Group>
    </Card>
  );
}
