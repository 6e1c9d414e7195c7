// The bust dialog: the place the player takes, "Busted by" offering only the other players still
// in, the write it sends, and core's message when the bust is not allowed (the last player left).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { tournamentMessages } from '../../../../core/tournament';
import { renderWithProviders, type Mock } from '../../test-utils';
import { alex, jo, lee, sam } from '../events/testing';
import { BustModal } from './BustModal';
import { BUST_PLAYER_MUTATION } from './playDocuments';
import { entry, makeTournament } from './testing';

const night = makeTournament([
  entry(sam),
  entry(alex),
  entry(jo),
  entry(lee, { finishPlace: 4, bustedAt: '2026-11-24T07:00:00.000Z' }),
]);

function bustMock(eliminatedByUserId: string | null, result: Mock['result'] | Error): Mock {
  const request = {
    query: BUST_PLAYER_MUTATION,
    variables: { eventId: 'e1', userId: alex.id, eliminatedByUserId },
  };
  return result instanceof Error ? { request, error: result } : { request, result };
}

const busted = {
  data: {
    bustPlayer: makeTournament([
      entry(sam, { knockouts: 1 }),
      entry(alex, { finishPlace: 3, eliminatedBy: sam }),
      entry(jo),
      entry(lee, { finishPlace: 4 }),
    ]),
  },
};

describe('BustModal', { timeout: 20_000 }, () => {
  it('offers only the other players still in and sends who knocked them out', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <BustModal eventId="e1" tournament={night} userId={alex.id} onClose={onClose} />,
      { mocks: [bustMock(sam.id, busted)] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bust Alex' });
    expect(within(dialog).getByText('3rd place')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Busted by/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Sam', 'Jo']);
    await user.click(screen.getByRole('option', { name: 'Sam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bust Player' }));
    expect(await screen.findByText('Alex is out in 3rd place')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('busts without a knockout when nobody is named', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <BustModal eventId="e1" tournament={night} userId={alex.id} onClose={onClose} />,
      { mocks: [bustMock(null, busted)] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bust Alex' });
    await user.click(within(dialog).getByRole('button', { name: 'Bust Player' }));
    expect(await screen.findByText('Alex is out in 3rd place')).toBeInTheDocument();
  });

  it("says core's message and will not bust the last player left", async () => {
    const last = makeTournament([entry(alex), entry(sam, { finishPlace: 2 })]);
    renderWithProviders(
      <BustModal eventId="e1" tournament={last} userId={alex.id} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bust Alex' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(tournamentMessages.lastPlayer);
    expect(within(dialog).getByRole('button', { name: 'Bust Player' })).toBeDisabled();
  });

  it("shows the server's message and stays open when the bust is refused", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const refused = new GraphQLError(tournamentMessages.alreadyOut, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
    renderWithProviders(
      <BustModal eventId="e1" tournament={night} userId={alex.id} onClose={onClose} />,
      { mocks: [bustMock(null, { errors: [refused] })] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bust Alex' });
    await user.click(within(dialog).getByRole('button', { name: 'Bust Player' }));
    expect(await screen.findByText(tournamentMessages.alreadyOut)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Bust Alex' })).toBeInTheDocument();
  });
});
