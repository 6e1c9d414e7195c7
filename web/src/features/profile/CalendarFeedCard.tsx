// Calendar (issue 12): the secret address of the viewer's iCalendar feed — every game they play
// in or are invited to — with Copy, Subscribe (webcal://, which a calendar app opens to subscribe)
// and New address, which after a confirm replaces it so the old one stops working (a link pasted
// somewhere it should not be).
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCalendarTime,
  IconCheck,
  IconCopy,
  IconRefresh,
} from '@tabler/icons-react';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { QueryContent } from '../../ui/QueryContent';
import { SectionCard } from '../../ui/SectionCard';
import { useMutationAction } from '../../ui/useMutationAction';
import { CALENDAR_FEED_QUERY, ROTATE_CALENDAR_FEED_MUTATION } from './documents';

/** The feed's address as a calendar app subscribes to it: webcal:// in place of http(s)://. */
export const webcalUrlOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

export function CalendarFeedCard() {
  const { data, loading, error, refetch } = useQuery(CALENDAR_FEED_QUERY);
  const [rotate] = useMutation(ROTATE_CALENDAR_FEED_MUTATION);
  const confirm = useConfirmDialog();
  const { run } = useMutationAction<'rotate'>();

  const askRotate = () =>
    confirm.ask({
      title: 'New calendar address',
      message: (
        <>
          The current address stops working at once: calendars subscribed to it stop updating until
          you subscribe them to the new one.
        </>
      ),
      confirmLabel: 'Make a new address',
      cancelLabel: 'Keep this address',
      onConfirm: () =>
        run('rotate', () => rotate(), {
          success: 'New calendar address ready',
          failure: 'Failed to make a new calendar address',
        }),
    });

  const url = data?.me?.calendarFeedUrl;
  return (
    <SectionCard titleId="calendar-feed-title" title="Calendar" icon={IconCalendarTime}>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          Subscribe in your calendar app to see every game you play in or are invited to, kept up to
          date. Keep the address to yourself: anyone who has it can see your games.
        </Text>
        <QueryContent
          data={url}
          loading={loading}
          error={error}
          failedTitle="Your calendar address could not be loaded"
          onRetry={() => void refetch()}
          inline
        >
          {(feedUrl) => (
            <>
              <Code block fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                {feedUrl}
              </Code>
              {/* The Access tokens card's size of button (xs, 14 px icons): one look on the page. */}
              <Group gap="xs">
                <CopyButton value={feedUrl}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={
                        copied ? (
                          <IconCheck size={14} aria-hidden />
                        ) : (
                          <IconCopy size={14} aria-hidden />
                        )
                      }
                      onClick={copy}
                    >
                      {copied ? 'Copied' : 'Copy address'}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  component="a"
                  href={webcalUrlOf(feedUrl)}
                  size="xs"
                  variant="light"
                  leftSection={<IconCalendarPlus size={14} aria-hidden />}
                >
                  Subscribe
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={askRotate}
                >
                  New address
                </Button>
              </Group>
            </>
          )}
        </QueryContent>
      </Stack>
      <ConfirmDialog {...confirm.dialog} />
    </SectionCard>
  );
}
