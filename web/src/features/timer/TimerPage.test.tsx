// The blind timer page as people see it (docs/product.md §2 Timer, §4, §8 Templates): the clock, the Blind
// Structure and Chip Distribution cards, the keyboard, the Templates dropdown with create, edit
// and delete for one's own templates, and the template toasts.
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_TEMPLATES, type TournamentTemplate } from '../../../../core/templates';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import {
  DELETE_TOURNAMENT_TEMPLATE_MUTATION,
  SAVE_TOURNAMENT_TEMPLATE_MUTATION,
  TOURNAMENT_TEMPLATES_QUERY,
} from './documents';

/** A template as the API returns it. */
function fromApi(template: TournamentTemplate) {
  return {
    __typename: 'TournamentTemplate' as const,
    ...template,
    levels: template.levels.map((level) => ({ __typename: 'BlindLevel' as const, ...level })),
    chips: template.chips.map((chip) => ({ __typename: 'Chip' as const, ...chip })),
  };
}

const deepStack: TournamentTemplate = {
  id: 'custom-deep',
  name: 'Deep Stack',
  builtIn: false,
  blindStructureName: 'Deep Stack',
  levels: [
    { id: 'custom-deep-level-1', smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
  ],
  chipSetName: 'Deep Stack',
  chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
};

function templatesMock(custom: TournamentTemplate[] = []): Mock {
  return {
    request: { query: TOURNAMENT_TEMPLATES_QUERY },
    result: { data: { tournamentTemplates: [...BUILT_IN_TEMPLATES, ...custom].map(fromApi) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const countdown = () => screen.getByRole('region', { name: 'Countdown' });
const templates = () => screen.getByRole('combobox', { name: 'Templates' });

async function openTimer(mocks: Mock[], user: ReturnType<typeof makeUser> | null = makeUser()) {
  const app = renderApp('/timer', { user, mocks });
  await screen.findByRole('heading', { level: 1, name: 'Blind Timer' });
  return app;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('timer page', { timeout: 30_000 }, () => {
  it('shows a visitor the Standard Tournament at level 1, paused, with its structure and chips', async () => {
    await openTimer([templatesMock()], null);
    const clock = within(countdown());
    expect(clock.getByRole('heading', { level: 2, name: 'Level 1' })).toBeInTheDocument();
    expect(countdown()).toHaveTextContent('of 8');
    expect(clock.getByRole('timer', { name: 'Time remaining 20:00' })).toBeInTheDocument();
    expect(clock.getByTestId('timer-blinds')).toHaveTextContent('25/50');
    expect(clock.queryByTestId('timer-ante')).not.toBeInTheDocument();
    expect(clock.getByText('Paused')).toBeInTheDocument();
    expect(clock.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(countdown()).toHaveTextContent('Next level: 50/100 · 20 min');
    expect(templates()).toHaveValue('Standard Tournament');

    const structure = screen.getByRole('region', { name: 'Blind Structure' });
    const rows = within(structure).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveAttribute('aria-current', 'step');
    expect(rows[0]).toHaveTextContent('20 min');
    expect(rows[7]).toHaveTextContent('1,000/2,000');
    expect(rows[7]).toHaveTextContent('10 min');

    const [chips] = screen.getAllByRole('region', { name: 'Chip Distribution' });
    expect(chips).toHaveTextContent('Red');
    expect(chips).toHaveTextContent('× 20');
    expect(chips).toHaveTextContent('Black');
    expect(screen.queryByRole('button', { name: 'Create template' })).not.toBeInTheDocument();
    // No top bar for a visitor here: the page itself leads back home.
    expect(screen.getByRole('link', { name: 'Poker Night home' })).toHaveAttribute('href', '/');
  });

  it('counts down once resumed; Next Level and → move on, Space pauses', async () => {
    const { events } = await openTimer([templatesMock()], null);
    await events.click(within(countdown()).getByRole('button', { name: 'Resume' }));
    expect(within(countdown()).getByText('Running')).toBeInTheDocument();
    expect(
      await within(countdown()).findByRole(
        'timer',
        { name: 'Time remaining 19:59' },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();

    await events.click(within(countdown()).getByRole('button', { name: 'Next Level' }));
    expect(within(countdown()).getByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
    expect(within(countdown()).getByTestId('timer-blinds')).toHaveTextContent('50/100');
    const rows = within(screen.getByRole('region', { name: 'Blind Structure' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveAttribute('data-state', 'past');
    expect(rows[1]).toHaveAttribute('aria-current', 'step');

    (document.activeElement as HTMLElement | null)?.blur();
    await events.keyboard('{ArrowRight}');
    expect(within(countdown()).getByRole('heading', { name: 'Level 3' })).toBeInTheDocument();
    expect(within(countdown()).getByTestId('timer-ante')).toHaveTextContent('25');
    await events.keyboard(' ');
    expect(within(countdown()).getByText('Paused')).toBeInTheDocument();
  });

  it('gives a signed-in user + and, on their own template only, Edit and Delete', async () => {
    const { events } = await openTimer([templatesMock([deepStack])]);
    expect(screen.getByRole('button', { name: 'Create template' })).toBeInTheDocument();
    // A member has the top bar: the page's own home link is for visitors only.
    expect(screen.queryByRole('link', { name: 'Poker Night home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit template' })).not.toBeInTheDocument();

    await events.click(templates());
    await events.click(await screen.findByRole('option', { name: 'Deep Stack' }));
    expect(templates()).toHaveValue('Deep Stack');
    expect(countdown()).toHaveTextContent('of 1');
    expect(screen.getByRole('button', { name: 'Edit template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete template' })).toBeInTheDocument();
  });

  it('says Failed to load tournament templates and still offers the built-ins', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openTimer([
      { request: { query: TOURNAMENT_TEMPLATES_QUERY }, error: new Error('offline') },
    ]);
    expect(await screen.findByText('Failed to load tournament templates')).toBeInTheDocument();
    await events.click(templates());
    expect(await screen.findByRole('option', { name: 'Turbo Tournament' })).toBeInTheDocument();
  });
});

describe('timer page: saving and deleting templates', { timeout: 30_000 }, () => {
  const saveRequest = {
    query: SAVE_TOURNAMENT_TEMPLATE_MUTATION,
    variables: {
      input: {
        name: 'Deep Stack',
        levels: [{ smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 }],
        chips: [{ value: 25, color: '#ff0000', quantity: 20 }],
      },
    },
  };

  async function createDeepStack(mocks: Mock[]) {
    const app = await openTimer(mocks);
    await app.events.click(screen.getByRole('button', { name: 'Create template' }));
    const editor = await screen.findByRole('dialog', { name: 'Create Template' });
    await app.events.type(within(editor).getByRole('textbox', { name: 'Name' }), 'Deep Stack');
    await app.events.click(within(editor).getByRole('button', { name: 'Save Template' }));
    return { ...app, editor };
  }

  it('puts a new template to use at once and says Template saved successfully', async () => {
    await createDeepStack([
      templatesMock(),
      { request: saveRequest, result: { data: { saveTournamentTemplate: fromApi(deepStack) } } },
    ]);
    expect(await screen.findByText('Template saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(templates()).toHaveValue('Deep Stack');
    expect(countdown()).toHaveTextContent('of 1');
  });

  it('says Failed to save template and keeps the editor open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await createDeepStack([templatesMock(), { request: saveRequest, error: new Error('offline') }]);
    expect(await screen.findByText('Failed to save template')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Template' })).toBeInTheDocument();
    expect(templates()).toHaveValue('Standard Tournament');
  });

  it("puts the server's reason beneath Failed to save template", async () => {
    await createDeepStack([
      templatesMock(),
      {
        request: saveRequest,
        result: {
          errors: [
            new GraphQLError('You can keep at most 50 templates', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ]);
    const reason = await screen.findByText('You can keep at most 50 templates');
    const toast = reason.closest('.mantine-Notification-root') as HTMLElement;
    expect(toast).toHaveTextContent('Failed to save template');
  });

  async function chooseDeepStack(mocks: Mock[]) {
    const app = await openTimer([templatesMock([deepStack]), ...mocks]);
    await app.events.click(templates());
    await app.events.click(await screen.findByRole('option', { name: 'Deep Stack' }));
    return app;
  }

  it('deletes only after the browser confirmation, then goes back to the Standard Tournament', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { events } = await chooseDeepStack([
      {
        request: { query: DELETE_TOURNAMENT_TEMPLATE_MUTATION, variables: { id: 'custom-deep' } },
        result: { data: { deleteTournamentTemplate: true } },
      },
    ]);
    await events.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this template?');
    expect(templates()).toHaveValue('Deep Stack');

    await events.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Template deleted successfully')).toBeInTheDocument();
    expect(templates()).toHaveValue('Standard Tournament');
  });

  it('says Failed to delete template and keeps it in use', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await chooseDeepStack([
      {
        request: { query: DELETE_TOURNAMENT_TEMPLATE_MUTATION, variables: { id: 'custom-deep' } },
        error: new Error('offline'),
      },
    ]);
    await events.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Failed to delete template')).toBeInTheDocument();
    expect(templates()).toHaveValue('Deep Stack');
    expect(screen.getByRole('button', { name: 'Delete template' })).toBeEnabled();
  });
});
