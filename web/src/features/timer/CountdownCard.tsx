// The clock face: level, blinds, ante (when above 0), mm:ss, Pause/Resume and Next Level, plus the
// sound switch and full-screen toggle. A break (docs/product.md §10) reads "Break" with its note
// instead of blinds; playing levels show how far the next break is ("Next break in 42:10"). In full screen ("tv") the same card fills the screen.
// Game night (features/tournament) shows the same face with its own controls (the host's, or none
// for players) and the night's figures beneath the blinds.
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Kbd,
  Progress,
  SimpleGrid,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipForwardFilled,
  IconRotateClockwise,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { isBreakLevel } from '../../../../core/breaks';
import { formatClock, WARNING_BEFORE_END_MS, type TimerSnapshot } from '../../../../core/timer';
import classes from './CountdownCard.module.css';
import { formatBlinds, formatChips, formatLevelBlinds } from './format';

export interface CountdownCardProps {
  snapshot: TimerSnapshot;
  templateName: string;
  /** The playing levels (breaks not counted): "Level 3 of 8". */
  levelCount: number;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  fullscreen: boolean;
  /** Laid out for a TV (the screen-filling face) even when the browser is not in full screen. */
  tv?: boolean;
  onToggleFullscreen: () => void;
  /** The default controls (Pause/Resume, Next Level, Restart); unused when `controls` is given. */
  onTogglePause?: () => void;
  onNextLevel?: () => void;
  onRestart?: () => void;
  /** Replaces the default buttons (and their keyboard hint); null shows no controls at all. */
  controls?: ReactNode;
  /** More figures under the next level (game night: players left, prize pool, payouts). */
  details?: ReactNode;
  /** Heading level of "Level n" (2 on its own page, 3 inside a titled section). */
  headingOrder?: 2 | 3;
}

/** The line under the blinds: what comes next, a break included. */
function nextLevelText(snapshot: TimerSnapshot): string {
  const { nextLevel } = snapshot;
  if (snapshot.isFinished) return 'The last level has ended.';
  if (!nextLevel) return 'Final level';
  if (isBreakLevel(nextLevel)) return `Next: Break · ${nextLevel.durationMinutes} min`;
  return `Next level: ${formatLevelBlinds(nextLevel)} · ${nextLevel.durationMinutes} min`;
}

function statusOf(snapshot: TimerSnapshot): { label: string; color: string } {
  if (snapshot.isFinished) return { label: 'Finished', color: 'gray' };
  if (snapshot.isPaused) return { label: 'Paused', color: 'chip' };
  return { label: 'Running', color: 'felt' };
}

export function CountdownCard(props: CountdownCardProps) {
  const { snapshot } = props;
  // The face fills the screen in full screen and on a TV page; the button says what it will do.
  const fullscreen = props.fullscreen || props.tv === true;
  const { level } = snapshot;
  const status = statusOf(snapshot);
  const durationMs = level.durationMinutes * 60_000;
  const elapsedPercent = snapshot.isFinished
    ? 100
    : Math.min(100, Math.max(0, 100 - (snapshot.remainingMs / durationMs) * 100));
  const lastMinute = !snapshot.isFinished && snapshot.remainingMs <= WARNING_BEFORE_END_MS;
  const clock = formatClock(snapshot.remainingSeconds);
  const phone = useMediaQuery('(max-width: 36em)');
  const buttonSize = phone ? (fullscreen ? 'lg' : 'md') : fullscreen ? 'xl' : 'lg';

  return (
    <Card
      className={`${classes.card} ${fullscreen ? classes.tv : ''} ${props.details ? classes.dense : ''}`}
      padding={fullscreen ? 'xl' : 'lg'}
      aria-label="Countdown"
      component="section"
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Text
          className={classes.eyebrow}
          fz={fullscreen ? 'lg' : 'xs'}
          truncate
          style={{ minWidth: 0 }}
        >
          {props.templateName}
        </Text>
        <Tooltip label={props.fullscreen ? 'Exit full screen' : 'Full screen'}>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            onClick={props.onToggleFullscreen}
            aria-label={props.fullscreen ? 'Exit full screen' : 'Full screen'}
          >
            {props.fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Group gap={8} align="baseline" wrap="nowrap">
          <Text
            component={props.headingOrder === 3 ? 'h3' : 'h2'}
            fw={800}
            fz={fullscreen ? 'clamp(28px, min(5vw, 7vh), 120px)' : 28}
            lh={1.1}
            m={0}
            data-testid="timer-level"
          >
            {snapshot.levelNumber === null ? 'Break' : `Level ${snapshot.levelNumber}`}
          </Text>
          {snapshot.levelNumber !== null && (
            <Text className={classes.muted} fz={fullscreen ? undefined : 'sm'}>
              of {props.levelCount}
            </Text>
          )}
        </Group>
        <Badge
          color={status.color}
          variant="filled"
          size={fullscreen ? 'xl' : 'md'}
          aria-live="polite"
          style={{ flex: 'none' }}
        >
          {status.label}
        </Badge>
      </Group>

      <Text
        className={`${classes.clock} ${lastMinute ? classes.clockWarning : ''} ${snapshot.isFinished ? classes.clockDone : ''}`}
        role="timer"
        aria-label={`Time remaining ${clock}`}
        mt={fullscreen ? 'md' : 'sm'}
        data-testid="timer-clock"
      >
        {clock}
      </Text>

      <Progress
        value={elapsedPercent}
        size={fullscreen ? 'lg' : 'sm'}
        radius="xl"
        classNames={{ root: classes.progress }}
        color="chip.4"
        aria-label="Level time elapsed"
        mt="sm"
        mb="md"
      />

      {snapshot.isBreak ? (
        <div className={`${classes.stat} ${classes.breakStat}`}>
          <div className={classes.statLabel}>No blinds during the break</div>
          <div className={classes.breakNote} data-testid="timer-break-note">
            {level.note ?? 'Take a break'}
          </div>
        </div>
      ) : (
        <SimpleGrid cols={level.ante > 0 ? 2 : 1} spacing="sm">
          <div className={classes.stat}>
            <div className={classes.statLabel}>Blinds</div>
            <div className={classes.statValue} data-testid="timer-blinds">
              {formatBlinds(level)}
            </div>
          </div>
          {level.ante > 0 && (
            <div className={classes.stat}>
              <div className={classes.statLabel}>Ante</div>
              <div className={classes.statValue} data-testid="timer-ante">
                {formatChips(level.ante)}
              </div>
            </div>
          )}
        </SimpleGrid>
      )}

      <Text className={classes.muted} ta="center" fz={fullscreen ? undefined : 'sm'} mt="sm">
        {nextLevelText(snapshot)}
      </Text>
      {!snapshot.isBreak && !snapshot.isFinished && snapshot.nextBreakInSeconds !== null && (
        <Text
          className={classes.nextBreak}
          ta="center"
          fz={fullscreen ? undefined : 'sm'}
          data-testid="timer-next-break"
        >
          Next break in {formatClock(snapshot.nextBreakInSeconds)}
        </Text>
      )}

      {props.details}

      {props.controls !== undefined ? (
        props.controls
      ) : (
        <Group grow gap="sm" mt="lg">
          {snapshot.isFinished ? (
            <Button
              size={buttonSize}
              color="chip.4"
              c="dark.9"
              leftSection={<IconRotateClockwise size={20} />}
              onClick={props.onRestart}
            >
              Restart
            </Button>
          ) : (
            <Button
              size={buttonSize}
              color="chip.4"
              c="dark.9"
              leftSection={
                phone ? undefined : snapshot.isPaused ? (
                  <IconPlayerPlayFilled size={18} />
                ) : (
                  <IconPlayerPauseFilled size={18} />
                )
              }
              onClick={props.onTogglePause}
            >
              {snapshot.isPaused ? 'Resume' : 'Pause'}
            </Button>
          )}
          <Button
            size={buttonSize}
            variant="white"
            color="felt"
            leftSection={phone ? undefined : <IconPlayerSkipForwardFilled size={18} />}
            onClick={props.onNextLevel}
            disabled={snapshot.isFinished}
          >
            Next Level
          </Button>
        </Group>
      )}

      <Group justify="space-between" mt="md" gap="sm">
        <Switch
          checked={!props.muted}
          onChange={(event) => props.onMutedChange(!event.currentTarget.checked)}
          label="Sound"
          color="chip.4"
          styles={{ label: { color: 'var(--mantine-color-white)' } }}
        />
        {props.controls === undefined && (
          <Text className={classes.muted} fz="xs" visibleFrom="sm">
            <Kbd size="xs" className={classes.kbd}>
              Space
            </Kbd>{' '}
            pause ·{' '}
            <Kbd size="xs" className={classes.kbd}>
              →
            </Kbd>{' '}
            next level
          </Text>
        )}
      </Group>
    </Card>
  );
}
