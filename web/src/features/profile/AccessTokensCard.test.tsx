import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meMock, renderApp, type Mock } from '../../test-utils';
import {
  ACCESS_TOKENS_QUERY,
  CREATE_ACCESS_TOKEN_MUTATION,
  REVOKE_ACCESS_TOKEN_MUTATION,
} from './documents';

const user = makeUser();

interface TokenFields {
  id: string;
  name: string;
  prefix: string;
  scopes: ('READ' | 'WRITE')[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

const scoreBot: TokenFields = {
  id: 't1',
  name: 'Score bot',
  prefix: 'pn_k3x9f2ab',
  scopes: ['READ', 'WRITE'],
  createdAt: '2026-11-02T18:00:00.000Z',
  lastUsedAt: '2026-11-20T18:00:00.000Z',
  expiresAt: null,
};

const oldScript: TokenFields = {
  id: 't2',
  name: 'Old script',
  prefix: 'pn_a2b3c4d5',
  scopes: ['READ'],
  createdAt: '2025-01-02T18:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2025-02-01T18:00:00.000Z',
};

function tokensMock(tokens: TokenFields[]): Mock {
  return {
    request: { query: ACCESS_TOKENS_QUERY },
    result: {
      data: {
        me: {
          __typename: 'Me',
          id: user.id,
          accessTokens: tokens.map((token) => ({ __typename: 'AccessToken', ...token })),
        },
      },
    },
  };
}

async function card() {
  const heading = await screen.findByRole('heading', { name: 'Access tokens' });
  return heading.closest('section') as HTMLElement;
}

describe('access tokens card', () => {
  it('lists each token with its prefix, scopes and dates, and links to the explorer', async () => {
    renderApp('/profile', { mocks: [meMock(user), tokensMock([scoreBot, oldScript])] });
    const section = await card();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Score bot', 'Old script']);

    const [bot, old] = rows as [HTMLElement, HTMLElement];
    expect(within(bot).getByText('pn_k3x9f2ab…')).toBeInTheDocument();
    expect(within(bot).getByText('Read and write')).toBeInTheDocument();
    // Dates in the viewer's zone (Pacific).
    expect(
      within(bot).getByText('Created Nov 2, 2026 · Last used Nov 20, 2026 · Never expires'),
    ).toBeInTheDocument();
    expect(within(old).getByText('Read only')).toBeInTheDocument();
    expect(within(old).getAllByText(/Expired/)).toHaveLength(2);
    expect(within(old).getByText(/Never used · Expired Feb 1, 2025/)).toBeInTheDocument();

    expect(within(section).getByRole('link', { name: /Try it in the explorer/ })).toHaveAttribute(
      'href',
      '/graphiql',
    );
  });

  it('says so when there are none', async () => {
    renderApp('/profile', { mocks: [meMock(user), tokensMock([])] });
    expect(await within(await card()).findByText(/No access tokens yet/)).toBeInTheDocument();
  });

  it('shows a new token once, then forgets it', async () => {
    const created = { ...scoreBot, id: 't9', name: 'League site', scopes: ['READ' as const] };
    const { events } = renderApp('/profile', {
      mocks: [
        meMock(user),
        tokensMock([]),
        {
          request: {
            query: CREATE_ACCESS_TOKEN_MUTATION,
            variables: { name: 'League site', scopes: ['READ'], expiresInDays: 30 },
          },
          result: {
            data: {
              createAccessToken: {
                __typename: 'NewAccessToken',
                token: 'pn_k3x9f2ababcdefghijklmnopqrstuvwx',
                accessToken: { __typename: 'AccessToken', ...created },
              },
            },
          },
        },
        tokensMock([created]),
      ],
    });
    await events.click(within(await card()).getByRole('button', { name: 'New token' }));
    const form = await screen.findByRole('form', { name: 'New access token' });

    // The form's own checks first, with core's messages.
    await events.type(within(form).getByLabelText(/^Expires after/), '400');
    await events.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Token name is required')).toBeInTheDocument();
    expect(
      within(form).getByText('Expiry must be a whole number of days from 1 to 365'),
    ).toBeInTheDocument();

    await events.type(within(form).getByLabelText(/^Token name/), ' League site ');
    await events.clear(within(form).getByLabelText(/^Expires after/));
    await events.type(within(form).getByLabelText(/^Expires after/), '30');
    await events.click(within(form).getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new access token' });
    expect(within(dialog).getByText('Copy your token now')).toBeInTheDocument();
    expect(within(dialog).getByText(/You won't see it again/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('new-access-token')).toHaveTextContent(
      'pn_k3x9f2ababcdefghijklmnopqrstuvwx',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    // The list has the new token already.
    expect(
      await within(await card()).findByRole('listitem', { name: 'League site' }),
    ).toBeVisible();

    await events.click(within(dialog).getByRole('button', { name: 'Done' }));
    await events.click(within(await card()).getByRole('button', { name: 'New token' }));
    // Opened again: an empty form, the token gone.
    expect(await screen.findByRole('form', { name: 'New access token' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-access-token')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Token name/)).toHaveValue('');
  });

  it('revokes a token after a confirm', async () => {
    const { events } = renderApp('/profile', {
      mocks: [
        meMock(user),
        tokensMock([scoreBot]),
        {
          request: { query: REVOKE_ACCESS_TOKEN_MUTATION, variables: { id: 't1' } },
          result: { data: { revokeAccessToken: true } },
        },
        tokensMock([]),
      ],
    });
    const section = await card();
    await events.click(await within(section).findByRole('button', { name: 'Revoke Score bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke access token' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Access token revoked')).toBeInTheDocument();
    expect(await within(section).findByText(/No access tokens yet/)).toBeInTheDocument();
  });

  it('waits for a display name: a first-time profile has no tokens card', async () => {
    renderApp('/profile', { user: makeUser({ displayName: '' }) });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('heading', { name: 'Access tokens' })).not.toBeInTheDocument();
  });
});
