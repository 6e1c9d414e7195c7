// The game-night clock face, on the event page and the TV display alike: the timer page's
// CountdownCard (big digits, blinds, next level, sound, full screen) driven by the server's clock
// (useServerClock), with the night's figures beneath and the host's controls when given. A break
// shows as the timer shows it ("Break", its note, "Next break in" before it), counted locally
// from the levels so it ticks with the clock.
import { Box } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import type { BlindLevel } from '../../../../core/templates';
import type { TournamentClock_TournamentFragment } from '../../gql/graphql';
import { playingLevelCount } from '../../../../core/breaks';
import { CountdownCard } from '../timer/CountdownCard';
import { toBlindLevel } from '../timer/levels';
import { snapshotOf } from './serverClock';
import { TournamentFigures } from './TournamentFigures';
import { useCueSound } from '../timer/useCueSound';
import { useServerClock } from './useServerClock';

/** The copied template's levels as core's type (the API leaves their ids out, see documents.ts). */
function levelsOf(tournament: TournamentClock_TournamentFragment): BlindLevel[] {
  return tournament.template.levels.map((level, index) => toBlindLevel(String(index), level));
}

export interface TournamentClockFaceProps {
  tournament: TournamentClock_TournamentFragment;
  /** Asks the server again (a phone waking up); the subscription keeps it current otherwise. */
  resync?: () => void;
  /** The host's buttons for the level shown now; none for everyone else. */
  controls?: (levelIndex: number) => ReactNode;
  /** The TV page: the screen-filling face. */
  tv?: boolean;
  headingOrder?: 2 | 3;
}

export function TournamentClockFace({
  tournament,
  resync,
  controls,
  tv = false,
  headingOrder,
}: TournamentClockFaceProps) {
  const levels = useMemo(() => levelsOf(tournament), [tournament]);
  const clock = useServerClock(tournament, levels, resync);
  const snapshot = snapshotOf(tournament.id, clock.reading, clock.remainingMs, levels);
  const sound = useCueSound(snapshot);
  const { ref, toggle, fullscreen } = useFullscreenElement<HTMLDivElement>();

  return (
    <Box ref={ref} data-testid="tournament-clock" data-skew-ms={Math.round(clock.skewMs)}>
      <CountdownCard
        snapshot={snapshot}
        templateName={tournament.template.name}
        levelCount={playingLevelCount(levels)}
        muted={sound.muted}
        onMutedChange={sound.setMuted}
        fullscreen={fullscreen}
        tv={tv}
        onToggleFullscreen={() => void toggle()}
        controls={controls ? controls(clock.reading.levelIndex) : null}
        details={<TournamentFigures tournament={tournament} tv={tv || fullscreen} />}
        headingOrder={headingOrder}
      />
    </Box>
  );
}
