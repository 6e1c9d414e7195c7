// Recent activity (issue 13's dashboard): who did what in the group, and when, newest first.
import { Stack, Text } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { graphql } from '../../gql';
import type { AdminActivity_LineFragment } from '../../gql/graphql';
import { formatEventDate } from '../../../../core/format';
import { SectionCard } from '../../ui/SectionCard';
import { useViewerZone } from '../../ui/eventText';

export const ADMIN_ACTIVITY_FRAGMENT = graphql(`
  fragment AdminActivity_line on GroupActivity {
    at
    summary
    actor {
      id
    }
  }
`);

export function ActivityCard({ lines }: { lines: AdminActivity_LineFragment[] }) {
  const { timeZone } = useViewerZone();
  return (
    <SectionCard titleId="activity-title" title="Recent activity" icon={IconActivity} compact>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened in this group yet.
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((line, index) => (
            <li key={`${line.at}-${index}`}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.summary}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={line.at}>{formatEventDate(line.at, timeZone)}</time>
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
