// The night's log on the event page (issue 28, docs/product.md §10): every game-night action,
// newest first, as "who · what · when", for the host and the players; an undone line is struck
// through and marked. The host gets an Undo on each line the server says it may undo (canUndo:
// a standing rebuy, add-on, bust or level change of the running night). The clock's fragment
// spreads this card's (documents.ts), so the event page's own query, the clock's resync and
// tournamentChanged all carry the log: no request of its own, live with the clock.
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyLevel } from '../../../../core/breaks';
import { personName } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { useMutationAction } from '../../ui/useMutationAction';
import type { NightLogCard_TournamentFragment } from '../../gql/graphql';
import { UNDO_TOURNAMENT_ACTION_MUTATION } from './nightLogDocuments';
import { logWhat, logWhen, type LogLine } from './nightLogText';

/** Lines shown before "Show all": a phone keeps the clock and players in reach. */
const FIRST_LINES = 8;

export function NightLogCard({
  eventId,
  tournament,
  levels = [],
  timeZone,
}: {
  eventId: string;
  tournament: NightLogCard_TournamentFragment;
  /** The night's blind structure, so a level change reads as the clock names it. */
  levels?: readonly AnyLevel[];
  timeZone?: string;
}) {
  const [all, setAll] = useState(false);
  const { busy, run } = useMutationAction<string>();
  const [undo] = useMutation(UNDO_TOURNAMENT_ACTION_MUTATION);
  const { log } = tournament;

  const shown = all ? log : log.slice(0, FIRST_LINES);
  const undoLine = (line: LogLine) =>
    void run(line.id, () => undo({ variables: { eventId, entryId: line.id } }), {
      success: `Undone: ${logWhat(line, levels)}`,
      failure: 'Failed to undo',
    });

  return (
    <SectionCard
      titleId="night-log-title"
      title="Night’s log"
      icon={IconListDetails}
      compact
      badge={
        <Badge variant="light" color="gray" aria-label={`${log.length} actions`}>
          {log.length}
        </Badge>
      }
    >
      {log.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet: every rebuy, bust and level change will be listed here.
        </Text>
      ) : (
        <Stack gap={0} component="ol" aria-labelledby="night-log-title" m={0} p={0}>
          {shown.map((line) => (
            <LogRow
              key={line.id}
              line={line}
              what={logWhat(line, levels)}
              timeZone={timeZone}
              busy={busy === line.id}
              disabled={busy !== null}
              onUndo={() => undoLine(line)}
            />
          ))}
        </Stack>
      )}
      {log.length > FIRST_LINES && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setAll(!all)}>
          {all ? 'Show the latest only' : `Show all ${log.length}`}
        </Button>
      )}
    </SectionCard>
  );
}

function LogRow({
  line,
  what,
  timeZone,
  busy,
  disabled,
  onUndo,
}: {
  line: LogLine;
  /** The line's action, as logWhat reads it. */
  what: string;
  timeZone?: string;
  busy: boolean;
  disabled: boolean;
  onUndo: () => void;
}) {
  const undone = line.undoneAt != null;
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      py={6}
      style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={undone ? `${what} (undone)` : what}
    >
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text
          size="sm"
          fw={600}
          td={undone ? 'line-through' : undefined}
          c={undone ? 'dimmed' : undefined}
        >
          {what}
        </Text>
        <Text size="xs" c="dimmed">
          {personName(line.actor)} · <time dateTime={line.at}>{logWhen(line.at, timeZone)}</time>
        </Text>
      </Box>
      {undone && (
        <Badge size="sm" variant="outline" color="gray" style={{ flexShrink: 0 }}>
          Undone
        </Badge>
      )}
      {line.canUndo && (
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          style={{ flexShrink: 0 }}
          loading={busy}
          disabled={disabled && !busy}
          aria-label={`Undo: ${what}`}
          onClick={onUndo}
        >
          Undo
        </Button>
      )}
    </Group>
  );
}
