// Under the clock: players left, average stack, prize pool and what each paid place takes.
import { SimpleGrid } from '@mantine/core';
import type { CSSProperties } from 'react';
import { formatMoney } from '../../../../core/format';
import type { TournamentClock_TournamentFragment } from '../../gql/graphql';
import { formatChips } from '../timer/format';
import { placeLabel } from '../../../../core/winners';
import classes from './TournamentFigures.module.css';

export function TournamentFigures({
  tournament,
  tv = false,
}: {
  tournament: TournamentClock_TournamentFragment;
  tv?: boolean;
}) {
  const figures: [label: string, value: string, testId: string][] = [
    ['Players left', String(tournament.playersLeft), 'clock-players-left'],
    ['Average stack', formatChips(tournament.averageStack), 'clock-average-stack'],
    ['Prize pool', formatMoney(tournament.prizePoolCents), 'clock-prize-pool'],
  ];
  return (
    <div className={tv ? classes.tv : undefined}>
      <SimpleGrid cols={3} spacing="xs" className={classes.grid}>
        {figures.map(([label, value, testId]) => (
          <div key={label} className={classes.tile}>
            <div className={classes.label}>{label}</div>
            <div
              className={classes.value}
              data-testid={testId}
              style={{ '--chars': value.length } as CSSProperties}
            >
              {value}
            </div>
          </div>
        ))}
      </SimpleGrid>
      {tournament.payouts.length > 0 && (
        <ul className={classes.payouts} aria-label="Payouts">
          {tournament.payouts.map((payout) => (
            <li key={payout.place}>
              <span className={classes.place}>{placeLabel(payout.place)}</span>
              {formatMoney(payout.amountCents)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
