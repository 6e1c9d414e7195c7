// The host's clock controls on the dark clock face: Previous, Pause/Resume, Next, and a jump to
// any level, breaks included (named "Break" and their note). Each is one write; the answer (and the subscription) moves every screen.
import { useMutation } from '@apollo/client/react';
import { Box, Button, Group, Select, Stack } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
} from '@tabler/icons-react';
import { levelTitle } from '../../../../core/breaks';
import type { TournamentClock_TournamentFragment } from '../../gql/graphql';
import { useMutationAction } from '../../ui/useMutationAction';
import { formatLevelBlinds } from '../timer/format';
import { unlockAudio } from '../timer/sound';
import {
  PAUSE_TOURNAMENT_MUTATION,
  RESUME_TOURNAMENT_MUTATION,
  SET_TOURNAMENT_LEVEL_MUTATION,
} from './documents';

type ClockAction = 'pause' | 'resume' | 'level';

export function HostClockControls({
  tournament,
  levelIndex,
}: {
  tournament: TournamentClock_TournamentFragment;
  /** The level shown now (the clock may have moved on since the server's answer). */
  levelIndex: number;
}) {
  const eventId = tournament.eventId;
  const { busy, run } = useMutationAction<ClockAction>();
  const [pause] = useMutation(PAUSE_TOURNAMENT_MUTATION);
  const [resume] = useMutation(RESUME_TOURNAMENT_MUTATION);
  const [setLevel] = useMutation(SET_TOURNAMENT_LEVEL_MUTATION);
  const levels = tournament.template.levels;
  const paused = tournament.phase === 'PAUSED';

  const goTo = (index: number) => {
    unlockAudio();
    void run('level', () => setLevel({ variables: { eventId, levelIndex: index } }), {
      failure: 'Failed to change the level',
    });
  };
  const toggle = () => {
    unlockAudio();
    if (paused) {
      void run('resume', () => resume({ variables: { eventId } }), {
        failure: 'Failed to resume the clock',
      });
    } else {
      void run('pause', () => pause({ variables: { eventId } }), {
        failure: 'Failed to pause the clock',
      });
    }
  };

  const white = { label: { color: 'var(--mantine-color-white)' } };
  return (
    <Stack gap="sm" mt="lg">
      {/* Previous and Next show their words from tablet width; on a phone, their icons. */}
      <Group gap="xs" wrap="nowrap" grow preventGrowOverflow={false}>
        <Button
          variant="white"
          color="felt"
          px="xs"
          leftSection={<IconPlayerSkipBackFilled size={16} aria-hidden />}
          onClick={() => goTo(levelIndex - 1)}
          disabled={levelIndex === 0 || busy !== null}
          aria-label="Previous level"
          style={{ flex: '1 1 0' }}
        >
          <Box component="span" visibleFrom="xs">
            Previous
          </Box>
        </Button>
        <Button
          color="chip.4"
          c="dark.9"
          px="xs"
          leftSection={
            paused ? (
              <IconPlayerPlayFilled size={16} aria-hidden />
            ) : (
              <IconPlayerPauseFilled size={16} aria-hidden />
            )
          }
          onClick={toggle}
          loading={busy === 'pause' || busy === 'resume'}
          style={{ flex: '2 1 0' }}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="white"
          color="felt"
          px="xs"
          rightSection={<IconPlayerSkipForwardFilled size={16} aria-hidden />}
          onClick={() => goTo(levelIndex + 1)}
          disabled={levelIndex >= levels.length - 1 || busy !== null}
          aria-label="Next level"
          style={{ flex: '1 1 0' }}
        >
          <Box component="span" visibleFrom="xs">
            Next
          </Box>
        </Button>
      </Group>
      <Select
        label="Jump to level"
        data={levels.map((level, index) => ({
          value: String(index),
          label: level.isBreak
            ? `Break${level.note ? ` · ${level.note}` : ''}`
            : `${levelTitle(levels, index)} · ${formatLevelBlinds(level)}`,
        }))}
        value={String(levelIndex)}
        onChange={(value) => {
          if (value !== null && Number(value) !== levelIndex) goTo(Number(value));
        }}
        allowDeselect={false}
        disabled={busy !== null}
        styles={white}
        comboboxProps={{ shadow: 'md' }}
      />
    </Stack>
  );
}
