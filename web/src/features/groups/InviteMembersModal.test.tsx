import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, type Mock } from '../../test-utils';
import { INVITE_TO_GROUP_MUTATION } from './documents';
import { groupPageMocks, makeGroup } from './testFixtures';

const inviteMock = (emails: string, options: Partial<Mock> = {}): Mock => ({
  request: { query: INVITE_TO_GROUP_MUTATION, variables: { groupId: 'g1', emails } },
  result: {
    data: {
      inviteToGroup: {
        __typename: 'InviteResult',
        invited: emails.split('\n'),
        skipped: [],
        skippedEntries: [],
      },
    },
  },
  ...options,
});

async function openInviteModal(mocks: Mock[] = []) {
  const app = renderApp('/groups/g1', {
    user: makeUser(),
    mocks: [...groupPageMocks(makeGroup('owner')), ...mocks],
  });
  await app.events.click(await screen.findByRole('button', { name: 'Invite Members' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite Members' });
  return { ...app, dialog, textarea: within(dialog).getByLabelText('Email addresses') };
}

describe('invite modal', () => {
  it('has a multi-line text area, Cancel and Send Invites', async () => {
    const { dialog, textarea, events } = await openInviteModal();
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(within(dialog).getByText(/commas, spaces or new lines/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Invites' })).toBeDisabled();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stops with Please enter valid email addresses when none is valid', async () => {
    const { dialog, textarea, events } = await openInviteModal();
    await events.type(textarea, 'not-an-email, also@wrong');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Please enter valid email addresses')).toBeInTheDocument();
    // No mutation mock exists: nothing was sent, and the modal is still open.
    expect(screen.getByRole('dialog', { name: 'Invite Members' })).toBeInTheDocument();
    expect(screen.queryByText(/Invitations sent/)).not.toBeInTheDocument();
  });

  it('warns about invalid addresses, sends the valid ones, and keeps the invalid ones to fix', async () => {
    const { dialog, textarea, events } = await openInviteModal([
      inviteMock('alex@example.com\njo@example.org'),
    ]);
    await events.type(textarea, 'Alex@Example.com  bogus,\njo@example.org,, alex@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(
      await screen.findByText('Some email addresses are invalid and will be skipped'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Invitations sent to 2 email(s)')).toBeInTheDocument();
    const notInvited = await within(dialog).findByRole('list', { name: 'Not invited' });
    expect(notInvited).toHaveTextContent('bogus: not a valid email address');
    expect(textarea).toHaveValue('bogus');
    expect(screen.getByRole('dialog', { name: 'Invite Members' })).toBeInTheDocument();
  });

  it('closes when everything was sent', async () => {
    const { dialog, textarea, events } = await openInviteModal([
      inviteMock('alex@example.com\njo@example.org'),
    ]);
    await events.type(textarea, 'alex@example.com jo@example.org');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Invitations sent to 2 email(s)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names members and pending invitations it skipped, and counts only new ones as sent', async () => {
    const { dialog, textarea, events } = await openInviteModal([
      {
        request: {
          query: INVITE_TO_GROUP_MUTATION,
          variables: { groupId: 'g1', emails: 'sam@example.com\npat@example.com\nnew@example.com' },
        },
        result: {
          data: {
            inviteToGroup: {
              __typename: 'InviteResult',
              invited: ['pat@example.com', 'new@example.com'],
              skipped: [],
              skippedEntries: [
                { __typename: 'SkippedInvite', entry: 'sam@example.com', reason: 'ALREADY_MEMBER' },
                {
                  __typename: 'SkippedInvite',
                  entry: 'pat@example.com',
                  reason: 'ALREADY_INVITED',
                },
              ],
            },
          },
        },
      },
    ]);
    await events.type(textarea, 'sam@example.com pat@example.com new@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Invitations sent to 1 email(s)')).toBeInTheDocument();
    const notInvited = await within(dialog).findByRole('list', { name: 'Not invited' });
    expect(
      within(notInvited)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['sam@example.com: already a member', 'pat@example.com: already invited']);
    expect(textarea).toHaveValue('');
  });

  it('shows Sending... while busy', async () => {
    const { dialog, textarea, events } = await openInviteModal([
      inviteMock('alex@example.com', { delay: 300 }),
    ]);
    await events.type(textarea, 'alex@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Invitations sent to 1 email(s)')).toBeInTheDocument();
  });

  it('ignores Ctrl+Enter while sending, so one click sends once', async () => {
    // One mock only: a second request would fail and show Failed to send invitations.
    const { dialog, textarea, events } = await openInviteModal([
      inviteMock('alex@example.com', { delay: 300 }),
    ]);
    await events.type(textarea, 'alex@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    await within(dialog).findByRole('button', { name: 'Sending...' });
    await events.type(textarea, '{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Invitations sent to 1 email(s)')).toBeInTheDocument();
    expect(screen.queryByText('Failed to send invitations')).not.toBeInTheDocument();
  });

  it.each([
    ['BAD_USER_INPUT', 'You can invite at most 50 people at a time'],
    [
      'RATE_LIMITED',
      'Invitation limit reached: you can send 200 invitations a day and have 0 left. Please try again later.',
    ],
  ])(
    "shows the server's %s message about the invitation caps and stays open",
    async (code, text) => {
      const { dialog, textarea, events } = await openInviteModal([
        {
          request: {
            query: INVITE_TO_GROUP_MUTATION,
            variables: { groupId: 'g1', emails: 'alex@example.com' },
          },
          result: { errors: [new GraphQLError(text, { extensions: { code } })] },
        },
      ]);
      await events.type(textarea, 'alex@example.com');
      await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Invite Members' })).toBeInTheDocument();
      expect(textarea).toHaveValue('alex@example.com');
    },
  );

  it('keeps the modal open with Failed to send invitations', async () => {
    const { dialog, textarea, events } = await openInviteModal([
      {
        request: {
          query: INVITE_TO_GROUP_MUTATION,
          variables: { groupId: 'g1', emails: 'alex@example.com' },
        },
        error: new Error('Network down'),
      },
    ]);
    await events.type(textarea, 'alex@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Failed to send invitations')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite Members' })).toBeInTheDocument();
    expect(textarea).toHaveValue('alex@example.com');
    expect(within(dialog).getByRole('button', { name: 'Send Invites' })).toBeEnabled();
  });
});
