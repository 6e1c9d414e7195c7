// The template editor as a person uses it (docs/product.md §2 Timer, §5): the rows it opens with, Add level
// and Add chip, removing rows (never the first), the validation messages, and saving.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TemplateDraft } from '../../../../core/template-editor';
import { CHIP_PALETTE, type TournamentTemplate } from '../../../../core/templates';
import { renderWithProviders } from '../../test-utils';
import { TemplateEditorModal } from './TemplateEditorModal';

const custom: TournamentTemplate = {
  id: 'custom-1',
  name: 'Friday Deep Stack',
  builtIn: false,
  blindStructureName: 'Friday Deep Stack',
  levels: [
    { id: 'custom-1-level-1', smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 30 },
    { id: 'custom-1-level-2', smallBlind: 100, bigBlind: 200, ante: 25, durationMinutes: 30 },
  ],
  chipSetName: 'Friday Deep Stack',
  chips: [{ value: 100, color: '#0000ff', quantity: 40 }],
};

function openEditor({
  template = null,
  onSave = vi.fn(() => Promise.resolve(true)),
}: {
  template?: TournamentTemplate | null;
  onSave?: (draft: TemplateDraft) => Promise<boolean>;
} = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <TemplateEditorModal opened template={template} onClose={onClose} onSave={onSave} />,
  );
  const dialog = screen.getByRole('dialog');
  const input = (name: string) => within(dialog).getByRole('textbox', { name });
  const button = (name: string) => within(dialog).getByRole('button', { name });
  // A chip colour is a select: a read-only combobox input showing the colour's name.
  const colour = (name: string) => within(dialog).getByRole('combobox', { name });
  return { dialog, input, button, colour, onSave, onClose, user: userEvent.setup() };
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('template editor', { timeout: 30_000 }, () => {
  it('opens a new template with one level and one chip, neither removable', () => {
    const { dialog, input, colour } = openEditor();
    expect(dialog).toHaveTextContent('Create Template');
    expect(input('Name')).toHaveValue('');
    expect(input('Level 1 small blind')).toHaveValue('25');
    expect(input('Level 1 big blind')).toHaveValue('50');
    expect(input('Level 1 ante')).toHaveValue('0');
    expect(input('Level 1 duration in minutes')).toHaveValue('20');
    expect(input('Chip 1 value')).toHaveValue('25');
    expect(colour('Chip 1 colour')).toHaveValue('Red');
    expect(input('Chip 1 quantity')).toHaveValue('20');
    expect(dialog).toHaveTextContent('1 level');
    expect(dialog).toHaveTextContent('1 chip');
    // Each list is a group its legend names.
    expect(within(dialog).getByRole('group', { name: 'Blind levels' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Chips' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('adds a level by doubling the last one and a chip at five times its value, and removes them', async () => {
    const { dialog, input, colour, button, user } = openEditor();
    await user.click(button('Add level'));
    expect(input('Level 2 small blind')).toHaveValue('50');
    expect(input('Level 2 big blind')).toHaveValue('100');
    expect(input('Level 2 ante')).toHaveValue('12');
    expect(input('Level 2 duration in minutes')).toHaveValue('20');
    expect(dialog).toHaveTextContent('2 levels');

    await user.click(button('Add chip'));
    expect(input('Chip 2 value')).toHaveValue('125');
    expect(colour('Chip 2 colour')).toHaveValue('Black');
    expect(input('Chip 2 quantity')).toHaveValue('10');
    expect(dialog).toHaveTextContent('2 chips');

    await user.click(button('Remove level 2'));
    await user.click(button('Remove chip 2'));
    expect(within(dialog).queryByRole('textbox', { name: 'Level 2 small blind' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Chip 2 value' })).toBeNull();
    expect(dialog).toHaveTextContent('1 level');
  });

  it('adds the default first level after a row that is not all numbers yet', async () => {
    const { input, button, user } = openEditor();
    await retype(user, input('Level 1 small blind'), '');
    await user.click(button('Add level'));
    expect(input('Level 2 small blind')).toHaveValue('25');
    expect(input('Level 2 big blind')).toHaveValue('50');
  });

  it("shows core's messages under the row they belong to and sends nothing", async () => {
    const { input, button, onSave, user } = openEditor();
    await user.click(button('Save Template'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await user.type(input('Name'), 'Deep Stack');
    await retype(user, input('Level 1 big blind'), '1');
    await retype(user, input('Chip 1 quantity'), '');
    await user.click(button('Save Template'));

    const bigBlind = input('Level 1 big blind');
    expect(bigBlind).toHaveAttribute('aria-invalid', 'true');
    const levelError = document.getElementById(bigBlind.getAttribute('aria-describedby') ?? '');
    expect(levelError).toHaveTextContent('Big blind must be at least 2');
    const quantity = input('Chip 1 quantity');
    const chipError = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
    expect(chipError).toHaveTextContent('Quantity is required');
    expect(input('Level 1 small blind')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed draft and closes once saved', async () => {
    const { input, button, onSave, onClose, user } = openEditor();
    await user.type(input('Name'), '  Deep Stack ');
    await user.click(button('Add level'));
    await user.click(button('Save Template'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Deep Stack',
      levels: [
        { smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
        { smallBlind: 50, bigBlind: 100, ante: 12, durationMinutes: 20 },
      ],
      chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
    });
  });

  it('offers chip colours by name with swatches, and saves the chosen one', async () => {
    const { input, colour, button, onSave, user } = openEditor();
    await user.type(input('Name'), 'Sunny Stack');
    await user.click(colour('Chip 1 colour'));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(CHIP_PALETTE.map(({ name }) => name));
    expect(names.some((name) => name?.startsWith('#'))).toBe(false);
    await user.click(screen.getByRole('option', { name: 'Yellow' }));
    expect(colour('Chip 1 colour')).toHaveValue('Yellow');
    await user.click(button('Save Template'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(vi.mocked(onSave).mock.calls[0]![0].chips).toEqual([
      { value: 25, color: '#ffd43b', quantity: 20 },
    ]);
  });

  it('stays open when saving fails', async () => {
    const { input, button, onClose, user } = openEditor({
      onSave: vi.fn(() => Promise.resolve(false)),
    });
    await user.type(input('Name'), 'Deep Stack');
    await user.click(button('Save Template'));
    await waitFor(() => expect(button('Save Template')).not.toHaveAttribute('data-loading'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens a custom template with its own rows to edit', () => {
    const { dialog, input, colour } = openEditor({ template: custom });
    expect(dialog).toHaveTextContent('Edit Template');
    expect(input('Name')).toHaveValue('Friday Deep Stack');
    expect(input('Level 2 big blind')).toHaveValue('200');
    expect(input('Level 2 ante')).toHaveValue('25');
    expect(colour('Chip 1 colour')).toHaveValue('Blue');
    expect(input('Chip 1 quantity')).toHaveValue('40');
    expect(within(dialog).getByRole('button', { name: 'Remove level 2' })).toBeInTheDocument();
  });

  it('adds a break: a note and minutes, no blinds; levels after it go on from the last level', async () => {
    const onSave = vi.fn((_draft: TemplateDraft) => Promise.resolve(true));
    const { dialog, input, button, user } = openEditor({ onSave });
    await user.type(input('Name'), 'With a break');
    await user.click(button('Add break'));
    expect(input('Break 1 note')).toHaveValue('');
    expect(input('Break 1 duration in minutes')).toHaveValue('10');
    expect(within(dialog).queryByRole('textbox', { name: /Break 1 small blind/ })).toBeNull();
    await user.type(input('Break 1 note'), 'Colour up the 25s');
    await user.click(button('Add level'));
    // Numbered among the playing levels: the break is not level 2.
    expect(input('Level 2 small blind')).toHaveValue('50');
    expect(input('Level 2 big blind')).toHaveValue('100');
    expect(dialog).toHaveTextContent('2 levels · 1 break');

    await user.click(button('Save Template'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].levels).toEqual([
      { smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
      {
        smallBlind: 0,
        bigBlind: 0,
        ante: 0,
        durationMinutes: 10,
        isBreak: true,
        note: 'Colour up the 25s',
      },
      { smallBlind: 50, bigBlind: 100, ante: 12, durationMinutes: 20 },
    ]);
  });

  it('shows a break’s problem under its row and removes the break', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { dialog, input, button, user } = openEditor({ onSave });
    await user.type(input('Name'), 'Short break');
    await user.click(button('Add break'));
    await user.clear(input('Break 1 duration in minutes'));
    await user.type(input('Break 1 duration in minutes'), '0');
    await user.click(button('Save Template'));
    expect(dialog).toHaveTextContent('Duration must be at least 1 minute');
    expect(input('Break 1 duration in minutes')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(button('Remove break 1'));
    expect(within(dialog).queryByRole('textbox', { name: 'Break 1 note' })).toBeNull();
    expect(dialog).toHaveTextContent('1 level');
  });

  it('opens a template with a break as a break row', () => {
    const withBreak: TournamentTemplate = {
      ...custom,
      levels: [
        custom.levels[0]!,
        {
          id: 'custom-1-level-2',
          smallBlind: 0,
          bigBlind: 0,
          ante: 0,
          durationMinutes: 15,
          isBreak: true,
          note: 'Dinner',
        },
        { ...custom.levels[1]!, id: 'custom-1-level-3' },
      ],
    };
    const { input } = openEditor({ template: withBreak });
    expect(input('Break 1 note')).toHaveValue('Dinner');
    expect(input('Break 1 duration in minutes')).toHaveValue('15');
    expect(input('Level 2 small blind')).toHaveValue('100');
  });
});
