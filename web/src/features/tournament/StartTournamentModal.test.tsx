// Start game night as the host fills it in (issue 11): the preset for the field size chosen, no
// rebuys, add-ons or bounties unless typed, custom splits checked with core's messages (the
// server's own) before anything is sent, and the settings sent once they pass.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { payoutMessages, tournamentAmountMessages } from '../../../../core/payouts';
import { BUILT_IN_TEMPLATES } from '../../../../core/templates';
import { AuthProvider } from '../../auth/AuthProvider';
import { makeUser, meMock, renderWithProviders, type Mock } from '../../test-utils';
import { TOURNAMENT_TEMPLATES_QUERY } from '../timer/documents';
import { START_TOURNAMENT_MUTATION } from './documents';
import { StartTournamentModal } from './StartTournamentModal';

const templatesMock: Mock = {
  request: { query: TOURNAMENT_TEMPLATES_QUERY },
  result: {
    data: {
      tournamentTemplates: BUILT_IN_TEMPLATES.map((t) => ({
        __typename: 'TournamentTemplate' as const,
        ...t,
        levels: t.levels.map((l) => ({ __typename: 'BlindLevel' as const, ...l })),
        chips: t.chips.map((c) => ({ __typename: 'Chip' as const, ...c })),
      })),
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function startMock(settings: Record<string, unknown>, onCall: () => void): Mock {
  return {
    request: { query: START_TOURNAMENT_MUTATION, variables: { eventId: 'e1', settings } },
    result: () => {
      onCall();
      return { errors: [{ message: 'stop here', extensions: { code: 'BAD_USER_INPUT' } }] };
    },
  };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function openStart(entrants: number, mocks: Mock[] = [], startsAt = inMinutes(30)) {
  const onClose = vi.fn();
  renderWithProviders(
    <AuthProvider>
      <StartTournamentModal
        eventId="e1"
        entrants={entrants}
        startsAt={startsAt}
        opened
        onClose={onClose}
      />
    </AuthProvider>,
    { mocks: [meMock(makeUser()), templatesMock, ...mocks] },
  );
  const dialog = screen.getByRole('dialog');
  return { dialog, onClose, user: userEvent.setup() };
}

async function chooseSplit(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Payout split' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Start game night', { timeout: 30_000 }, () => {
  it('says a start more than an hour early moves the game’s start to now', async () => {
    const early = openStart(6, [], inMinutes(3 * 24 * 60));
    expect(
      within(early.dialog).getByText(/Starting now moves its start time to now/),
    ).toBeVisible();
    expect(within(early.dialog).getByRole('button', { name: 'Start now' })).toBeVisible();
    early.onClose();
  });

  it('says nothing of the start time within the hour', () => {
    const { dialog } = openStart(6, [], inMinutes(59));
    expect(within(dialog).queryByText(/moves its start time/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeVisible();
  });

  it('suggests the split for the field size and sends no extras unless typed', async () => {
    const sent = vi.fn();
    const { dialog, user } = openStart(9, [
      startMock(
        {
          templateId: 'standard',
          rebuyCents: 0,
          addOnCents: 0,
          bountyCents: 0,
          payoutPercents: [50, 30, 20],
        },
        sent,
      ),
    ]);
    expect(within(dialog).getByRole('combobox', { name: 'Payout split' })).toHaveValue(
      '50 / 30 / 20 (8–10 players)',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Template' })).toHaveValue(
      'Standard Tournament',
    );
    for (const name of ['Rebuy ($)', 'Add-on ($)', 'Bounty ($)']) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveValue('');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('checks a custom split with the server’s messages before sending anything', async () => {
    const sent = vi.fn();
    const { dialog, user } = openStart(9, [startMock({}, sent)]);
    await chooseSplit(user, dialog, 'Custom');
    const first = within(dialog).getByRole('textbox', { name: '1st place (%)' });
    expect(first).toHaveValue('50');
    await user.clear(first);
    await user.type(first, '60');
    expect(dialog).toHaveTextContent('Total 110%');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(payoutMessages.sum);

    // A place paying more than the one above it.
    await user.clear(first);
    await user.type(first, '20');
    const third = within(dialog).getByRole('textbox', { name: '3rd place (%)' });
    await user.clear(third);
    await user.type(third, '50');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(payoutMessages.order);
    expect(sent).not.toHaveBeenCalled();
  });

  it('does not pay more places than there are players', async () => {
    const { dialog, user } = openStart(3);
    await chooseSplit(user, dialog, 'Custom');
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add place' }));
    const percents = ['40', '30', '20', '10'];
    for (const [i, value] of percents.entries()) {
      const place = ['1st', '2nd', '3rd', '4th'][i]!;
      const input = within(dialog).getByRole('textbox', { name: `${place} place (%)` });
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      payoutMessages.morePlacesThanPlayers,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove 4th place' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove 3rd place' }));
    expect(dialog).toHaveTextContent('Total 70%');
  });

  it('refuses an amount over the limit and sends the typed amounts in cents', async () => {
    const sent = vi.fn();
    const { dialog, user } = openStart(6, [
      startMock(
        {
          templateId: 'standard',
          rebuyCents: 2000,
          addOnCents: 0,
          bountyCents: 500,
          payoutPercents: [65, 35],
        },
        sent,
      ),
    ]);
    const rebuy = within(dialog).getByRole('textbox', { name: 'Rebuy ($)' });
    await user.type(rebuy, '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(dialog).toHaveTextContent(tournamentAmountMessages.rebuy.tooHigh);
    expect(sent).not.toHaveBeenCalled();
    await user.clear(rebuy);
    await user.type(rebuy, '20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bounty ($)' }), '5');
    expect(dialog).not.toHaveTextContent(tournamentAmountMessages.rebuy.tooHigh);
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });
});
