import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import {
  ACCEPT_GROUP_INVITATION_MUTATION,
  CREATE_GROUP_MUTATION,
  DECLINE_GROUP_INVITATION_MUTATION,
  GROUPS_QUERY,
} from './documents';
import { alex, groupPageMocks, makeGroup, quietMeChangedMock, sam } from './testFixtures';

const card = (
  id: string,
  name: string,
  description: string | null,
  memberCount: number,
  owner = sam,
) => ({ __typename: 'Group' as const, id, name, description, memberCount, owner });

function groupsMock(
  groups: ReturnType<typeof card>[],
  invitations: ReturnType<typeof card>[] = [],
): Mock {
  return {
    request: { query: GROUPS_QUERY },
    result: {
      data: { me: { __typename: 'Me', id: 'u1', groups, pendingGroupInvites: invitations } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function openGroups(mocks: Mock[]) {
  return renderApp('/groups', { user: makeUser(), mocks: [...mocks, quietMeChangedMock] });
}

describe('groups page', () => {
  it('shows No groups found, the Create Group action and an empty Group Invitations list', async () => {
    openGroups([groupsMock([])]);
    expect(await screen.findByText('No groups found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Groups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Group' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Group Invitations' })).toBeInTheDocument();
  });

  it('shows a card per group with name, description and member count, linking to the group', async () => {
    openGroups([
      groupsMock([
        card('g1', 'Thursday Regulars', 'Hold’em at Dave’s', 3),
        card('g2', 'Office League', null, 1, alex),
      ]),
    ]);
    const first = await screen.findByRole('link', { name: /Thursday Regulars/ });
    expect(first).toHaveAttribute('href', '/groups/g1');
    expect(first).toHaveTextContent('Hold’em at Dave’s');
    expect(first).toHaveTextContent('3 members');
    expect(first).toHaveTextContent('Owner');
    const second = screen.getByRole('link', { name: /Office League/ });
    expect(second).toHaveAttribute('href', '/groups/g2');
    expect(second).toHaveTextContent('1 member');
    expect(second).not.toHaveTextContent('Owner');
    expect(screen.queryByText('No groups found')).not.toBeInTheDocument();
  });

  it('accepts a group invitation', async () => {
    const invite = card('g3', 'High Rollers', 'Big blinds only', 4, alex);
    const { events } = openGroups([
      groupsMock([], [invite]),
      {
        request: { query: ACCEPT_GROUP_INVITATION_MUTATION, variables: { groupId: 'g3' } },
        result: {
          data: { acceptGroupInvite: { ...makeGroup('member'), id: 'g3', name: 'High Rollers' } },
        },
      },
    ]);
    const list = await screen.findByRole('region', { name: 'Group Invitations' });
    const item = within(list).getByRole('listitem', { name: 'High Rollers' });
    expect(item).toHaveTextContent('Invited by Alex · 4 members');
    await events.click(within(item).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Successfully joined the group!')).toBeInTheDocument();
  });

  it('declines a group invitation', async () => {
    const { events } = openGroups([
      groupsMock([], [card('g3', 'High Rollers', null, 4, alex)]),
      {
        request: { query: DECLINE_GROUP_INVITATION_MUTATION, variables: { groupId: 'g3' } },
        result: { data: { declineGroupInvite: true } },
      },
    ]);
    await events.click(await screen.findByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Group invitation declined')).toBeInTheDocument();
  });

  it('says Failed to decline invitation and keeps the invitation', async () => {
    const { events } = openGroups([
      groupsMock([], [card('g3', 'High Rollers', null, 4, alex)]),
      {
        request: { query: DECLINE_GROUP_INVITATION_MUTATION, variables: { groupId: 'g3' } },
        error: new Error('offline'),
      },
    ]);
    await events.click(await screen.findByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Failed to decline invitation')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Group Invitations' });
    expect(within(list).getByRole('listitem', { name: 'High Rollers' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Decline/ })).toBeEnabled();
  });

  it('requires a group name, then creates the group and opens it', async () => {
    const created = makeGroup('owner', { id: 'g9', name: 'Poker Pals', description: null });
    const { events, router } = openGroups([
      groupsMock([]),
      {
        request: {
          query: CREATE_GROUP_MUTATION,
          variables: { name: 'Poker Pals', description: null },
        },
        result: { data: { createGroup: created } },
      },
      ...groupPageMocks(created),
    ]);
    await events.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await events.type(within(dialog).getByLabelText(/^Group name/), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByText('Group name is required')).toBeInTheDocument();

    await events.clear(within(dialog).getByLabelText(/^Group name/));
    await events.type(within(dialog).getByLabelText(/^Group name/), '  Poker Pals ');
    await events.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g9'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poker Pals' }),
    ).toBeInTheDocument();
  });

  it('reports Failed to create group and keeps the form', async () => {
    const { events } = openGroups([
      groupsMock([]),
      {
        request: {
          query: CREATE_GROUP_MUTATION,
          variables: { name: 'Poker Pals', description: 'Fridays' },
        },
        error: new Error('Network down'),
      },
    ]);
    await events.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    await events.type(within(dialog).getByLabelText(/^Group name/), 'Poker Pals');
    await events.type(within(dialog).getByLabelText(/^Description/), 'Fridays');
    await events.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Failed to create group')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Group' })).toBeInTheDocument();
  });
});
