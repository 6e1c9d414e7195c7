// Game night's place on the event page (issue 11): nothing for someone who may not run it and has
// no tournament to see; Start game night for the host before the start; once started, the clock
// for everyone with the controls and the TV link for the host only, and no controls once finished.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TournamentClock_TournamentFragment } from '../../gql/graphql';
import { renderWithProviders, type Mock } from '../../test-utils';
import { TOURNAMENT_CHANGED_SUBSCRIPTION } from './documents';
import { TournamentSection } from './TournamentSection';

vi.mock('../timer/sound', () => ({ playCue: vi.fn(), unlockAudio: vi.fn() }));

const NOW = Date.parse('2026-11-24T20:00:00.000Z');

function clock(overrides: Partial<TournamentClock_TournamentFragment> = {}) {
  return {
    __typename: 'Tournament' as const,
    id: 't1',
    eventId: 'e1',
    phase: 'PAUSED' as const,
    levelIndex: 1,
    levelEndsAt: null,
    remainingSeconds: 754,
    serverNow: new Date(NOW).toISOString(),
    template: {
      __typename: 'TournamentTemplate' as const,
      name: 'Standard Tournament',
      levels: [
        [25, 50, 0],
        [50, 100, 0],
        [100, 200, 25],
      ].map(([smallBlind, bigBlind, ante]) => ({
        __typename: 'BlindLevel' as const,
        smallBlind: smallBlind!,
        bigBlind: bigBlind!,
        ante: ante!,
        durationMinutes: 20,
        isBreak: false,
        note: null,
      })),
    },
    buyInCents: 2000,
    rebuyCents: 0,
    addOnCents: 0,
    bountyCents: 0,
    prizePoolCents: 18000,
    payouts: [
      { __typename: 'Payout' as const, place: 1, percent: 50, amountCents: 9000 },
      { __typename: 'Payout' as const, place: 2, percent: 30, amountCents: 5400 },
      { __typename: 'Payout' as const, place: 3, percent: 20, amountCents: 3600 },
    ],
    playersLeft: 7,
    averageStack: 12857,
    displayUrl: 'http://localhost/#/display/abc',
    log: [],
    ...overrides,
  };
}

const quietChanges: Mock = {
  request: { query: TOURNAMENT_CHANGED_SUBSCRIPTION, variables: { eventId: 'e1' } },
  delay: Infinity,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function show(canRun: boolean, tournament: TournamentClock_TournamentFragment | null) {
  return renderWithProviders(
    <TournamentSection
      eventId="e1"
      canRun={canRun}
      playerCount={9}
      startsAt={new Date(NOW).toISOString()}
      tournament={tournament}
    />,
    { mocks: [quietChanges] },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TournamentSection', () => {
  it('shows nothing to someone who cannot run the night before it starts', () => {
    show(false, null);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/game night/i)).not.toBeInTheDocument();
    expect(screen.queryByTestId('tournament-clock')).not.toBeInTheDocument();
  });

  it('offers the host Start game night before the start', () => {
    show(true, null);
    expect(screen.getByRole('button', { name: 'Start game night' })).toBeInTheDocument();
    expect(screen.queryByTestId('tournament-clock')).not.toBeInTheDocument();
  });

  it('shows a player the clock and the night’s figures, without controls or the TV link', () => {
    show(false, clock());
    const face = screen.getByTestId('tournament-clock');
    expect(within(face).getByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
    expect(within(face).getByTestId('timer-clock')).toHaveTextContent('12:34');
    expect(within(face).getByTestId('timer-blinds')).toHaveTextContent('50/100');
    expect(face).toHaveTextContent('Next level: 100/200, ante 25 · 20 min');
    expect(within(face).getByTestId('clock-players-left')).toHaveTextContent('7');
    expect(within(face).getByTestId('clock-average-stack')).toHaveTextContent('12,857');
    expect(within(face).getByTestId('clock-prize-pool')).toHaveTextContent('$180.00');
    expect(within(face).getByRole('list', { name: 'Payouts' })).toHaveTextContent(
      '1st$90.002nd$54.003rd$36.00',
    );
    expect(within(face).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'TV display' })).not.toBeInTheDocument();
  });

  it('gives the host the controls and the TV link, and takes them away once finished', () => {
    const { unmount } = show(true, clock());
    const face = screen.getByTestId('tournament-clock');
    expect(within(face).getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(within(face).getByRole('button', { name: 'Previous level' })).toBeEnabled();
    expect(within(face).getByRole('button', { name: 'Next level' })).toBeEnabled();
    expect(within(face).getByRole('combobox', { name: 'Jump to level' })).toHaveValue(
      'Level 2 · 50/100',
    );
    const tv = screen.getByRole('region', { name: 'TV display' });
    expect(within(tv).getByRole('link', { name: 'http://localhost/#/display/abc' })).toBeVisible();
    unmount();

    show(true, clock({ phase: 'FINISHED' }));
    expect(screen.queryByTestId('tournament-clock')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'TV display' })).not.toBeInTheDocument();
  });
});

describe('TournamentSection with breaks (docs/product.md §10)', () => {
  const level = (smallBlind: number, durationMinutes: number) => ({
    __typename: 'BlindLevel' as const,
    smallBlind,
    bigBlind: smallBlind * 2,
    ante: 0,
    durationMinutes,
    isBreak: false,
    note: null,
  });
  const colourUp = {
    ...level(0, 10),
    bigBlind: 0,
    isBreak: true,
    note: 'Colour up the 25s',
  };
  // Level 1 (20), Level 2 (15), Break (10), Level 3 (20)
  const template = {
    __typename: 'TournamentTemplate' as const,
    name: 'Breaks',
    levels: [level(25, 20), level(50, 15), colourUp, level(100, 20)],
  };

  it('counts down to the next break while a playing level runs, ticking with the clock', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(NOW));
    show(
      false,
      clock({
        template,
        phase: 'RUNNING',
        levelIndex: 0,
        remainingSeconds: 600,
        levelEndsAt: new Date(NOW + 600_000).toISOString(),
      }),
    );
    const face = screen.getByTestId('tournament-clock');
    expect(within(face).getByRole('heading', { name: 'Level 1' })).toBeInTheDocument();
    expect(face).toHaveTextContent('of 3');
    expect(within(face).getByTestId('timer-next-break')).toHaveTextContent('Next break in 25:00');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(within(face).getByTestId('timer-next-break')).toHaveTextContent('Next break in 23:59');
  });

  it('says the next level is a break', () => {
    show(false, clock({ template, levelIndex: 1, remainingSeconds: 300 }));
    const face = screen.getByTestId('tournament-clock');
    expect(face).toHaveTextContent('Next: Break · 10 min');
    expect(within(face).getByTestId('timer-next-break')).toHaveTextContent('Next break in 05:00');
  });

  it('shows a break as Break with its note, no blinds, and the host can jump to it', () => {
    show(true, clock({ template, levelIndex: 2, remainingSeconds: 540 }));
    const face = screen.getByTestId('tournament-clock');
    expect(within(face).getByRole('heading', { name: 'Break' })).toBeInTheDocument();
    expect(within(face).getByTestId('timer-break-note')).toHaveTextContent('Colour up the 25s');
    expect(within(face).queryByTestId('timer-blinds')).not.toBeInTheDocument();
    expect(within(face).queryByTestId('timer-next-break')).not.toBeInTheDocument();
    expect(face).toHaveTextContent('Next level: 100/200 · 20 min');
    expect(within(face).getByRole('combobox', { name: 'Jump to level' })).toHaveValue(
      'Break · Colour up the 25s',
    );
  });
});
