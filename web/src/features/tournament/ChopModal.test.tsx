// The chop dialog: chip counts checked with core's message before the server is asked, the
// server's preview per player, Even without chip counts, and "Chop and Finish" sending the split.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chopMessages } from '../../../../core/icm';
import { tournamentMessages } from '../../../../core/tournament';
import { renderWithProviders, type Mock } from '../../test-utils';
import { alex, jo, makeEvent, person, sam } from '../events/testing';
import { ChopModal } from './ChopModal';
import { CHOP_PREVIEW_QUERY, CHOP_TOURNAMENT_MUTATION } from './playDocuments';
import { entry, makeTournament } from './testing';

const night = makeTournament([entry(sam), entry(alex), entry(jo, { finishPlace: 3 })]);

const share = (user: { id: string }, amountCents: number) => ({
  __typename: 'ChopShare' as const,
  amountCents,
  user: { __typename: 'User' as const, id: user.id },
});

const stacks = [
  { userId: sam.id, chips: 30000 },
  { userId: alex.id, chips: 10000 },
];

function previewMock(method: string, withStacks: typeof stacks | null, amounts: number[]): Mock {
  return {
    request: {
      query: CHOP_PREVIEW_QUERY,
      variables: { eventId: 'e1', method, stacks: withStacks },
    },
    result: { data: { chopPreview: [share(sam, amounts[0]!), share(alex, amounts[1]!)] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const open = (mocks: Mock[], tournament = night, onClose = () => {}) =>
  renderWithProviders(<ChopModal eventId="e1" tournament={tournament} opened onClose={onClose} />, {
    mocks,
  });

describe('ChopModal', { timeout: 20_000 }, () => {
  it("says core's message for a chip count of 0 and cannot chop", async () => {
    const user = userEvent.setup();
    open([]);
    const dialog = await screen.findByRole('dialog', { name: 'Chop the Prize Pool' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Sam’s chips' }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alex’s chips' }), '5000');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(chopMessages.chips);
    expect(within(dialog).getByRole('button', { name: 'Chop and Finish' })).toBeDisabled();
  });

  it('asks for chip counts first, then shows the ICM preview and chops with it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const chop: Mock = {
      request: {
        query: CHOP_TOURNAMENT_MUTATION,
        variables: { eventId: 'e1', method: 'ICM', stacks },
      },
      result: { data: { chopTournament: makeEvent({ status: 'COMPLETED' }) } },
    };
    open([previewMock('ICM', stacks, [4100, 1900]), chop], night, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Chop the Prize Pool' });
    expect(within(dialog).getByText('2 players share the $60.00 still to win.')).toBeVisible();
    expect(within(dialog).getByText('Enter every player’s chips to see the split.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Sam’s chips' }), '30000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alex’s chips' }), '10000');
    const preview = await within(dialog).findByRole('table', { name: 'Chop preview' });
    expect(within(preview).getByRole('row', { name: 'Sam $41.00' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: 'Alex $19.00' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Chop and Finish' }));
    expect(await screen.findByText('Chopped: the results are recorded')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows counts that miss the chips in play beside the totals and chops only once confirmed', async () => {
    const user = userEvent.setup();
    const short = [
      { userId: sam.id, chips: 40000 },
      { userId: alex.id, chips: 20000 },
    ];
    const chop: Mock = {
      request: {
        query: CHOP_TOURNAMENT_MUTATION,
        variables: { eventId: 'e1', method: 'CHIP_COUNT', stacks: short },
      },
      result: { data: { chopTournament: makeEvent({ status: 'COMPLETED' }) } },
    };
    const onClose = vi.fn();
    open(
      [previewMock('CHIP_COUNT', short, [2500, 1250]), chop],
      { ...night, chipsInPlay: 125_000 },
      onClose,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Chop the Prize Pool' });
    await user.click(within(dialog).getByText('Chip count'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Sam’s chips' }), '40000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alex’s chips' }), '20000');
    await within(dialog).findByRole('table', { name: 'Chop preview' });
    const totals = within(dialog).getByTestId('chop-chip-totals');
    expect(totals).toHaveTextContent('Counted 60,000 of 125,000 chips in play');
    expect(within(totals).getByRole('status')).toHaveTextContent('65,000 chips fewer than in play');
    const submit = within(dialog).getByRole('button', { name: 'Chop and Finish' });
    expect(submit).toBeDisabled();
    const confirm = within(dialog).getByRole('checkbox', {
      name: 'The counts are right: chop with them anyway',
    });
    await user.click(confirm);
    expect(submit).toBeEnabled();
    // A changed count asks again.
    await user.type(within(dialog).getByRole('textbox', { name: 'Alex’s chips' }), '0');
    expect(within(totals).getByRole('status')).toHaveTextContent('115,000 chips more than in play');
    expect(confirm).not.toBeChecked();
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Alex’s chips' }), '{Backspace}');
    await user.click(confirm);
    await within(dialog).findByRole('table', { name: 'Chop preview' });
    await user.click(submit);
    expect(await screen.findByText('Chopped: the results are recorded')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('needs no confirmation when the counts match the chips in play', async () => {
    const user = userEvent.setup();
    open([previewMock('ICM', stacks, [4100, 1900])]);
    const dialog = await screen.findByRole('dialog', { name: 'Chop the Prize Pool' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Sam’s chips' }), '30000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alex’s chips' }), '10000');
    await within(dialog).findByRole('table', { name: 'Chop preview' });
    expect(within(dialog).getByTestId('chop-chip-totals')).toHaveTextContent(
      'Counted 40,000 of 40,000 chips in play',
    );
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Chop and Finish' })).toBeEnabled();
  });

  it('splits evenly without chip counts', async () => {
    const user = userEvent.setup();
    open([previewMock('EVEN', null, [3000, 3000])]);
    const dialog = await screen.findByRole('dialog', { name: 'Chop the Prize Pool' });
    await user.click(within(dialog).getByText('Even'));
    expect(within(dialog).queryByRole('textbox', { name: 'Sam’s chips' })).toBeNull();
    const preview = await within(dialog).findByRole('table', { name: 'Chop preview' });
    expect(within(preview).getByRole('row', { name: 'Sam $30.00' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Chop and Finish' })).toBeEnabled();
  });

  it("says core's message with more than 9 players left", async () => {
    const ten = makeTournament(
      Array.from({ length: 10 }, (_, i) => entry(person(`p${i}`, `Player ${i}`))),
    );
    open([], ten);
    const dialog = await screen.findByRole('dialog', { name: 'Chop the Prize Pool' });
    await userEvent.setup().click(within(dialog).getByText('Even'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(tournamentMessages.chopPlayers);
    expect(within(dialog).getByRole('button', { name: 'Chop and Finish' })).toBeDisabled();
  });
});
