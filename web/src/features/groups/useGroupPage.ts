// The group page's state and writes (docs/product.md §4 Group actions, §6, §8 group page messages): leaving
// the page once (a failed load, lost access, or the viewer's own leave or decline), the live
// `groupChanged` subscription (null means access is gone), the invite modal, the owner's and
// member's confirmed writes and the invited viewer's Accept and Decline. The page loads the
// group and composes sections that only render what this returns.
import { skipToken, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSessionErrorCode } from '../../../../core/error-codes';
import { groupMessages } from '../../../../core/groups';
import type { GroupDetailFragment, GroupRole } from '../../gql/graphql';
import { useConfirmDialog } from '../../ui/ConfirmDialog';
import { errorCode } from '../../ui/errors';
import { notifyFailure } from '../../ui/notify';
import { useMutationAction } from '../../ui/useMutationAction';
import {
  ACCEPT_GROUP_INVITATION_MUTATION,
  CANCEL_GROUP_INVITE_MUTATION,
  DECLINE_GROUP_INVITATION_MUTATION,
  GROUP_CHANGED_SUBSCRIPTION,
  GROUPS_QUERY,
  LEAVE_GROUP_MUTATION,
  REMOVE_GROUP_MEMBER_MUTATION,
  SET_GROUP_ROLE_MUTATION,
} from './documents';
import { displayName, groupAnswerToasts } from './groupText';

type Member = GroupDetailFragment['members'][number];

const NO_ACCESS = groupMessages.noAccess;
/** After these writes the Groups page should not show the old lists, even for a moment. */
const refreshGroups = [{ query: GROUPS_QUERY }];

/** What the page's two loads gave so far. */
export interface GroupPageLoad {
  id: string;
  /** Undefined while loading, null when the server has no such group. */
  group: GroupDetailFragment | null | undefined;
  error: unknown;
  refetchGroup: () => Promise<unknown>;
  refetchEvents: () => Promise<unknown>;
}

export function useGroupPage({ id, group, error, refetchGroup, refetchEvents }: GroupPageLoad) {
  const navigate = useNavigate();
  const confirm = useConfirmDialog();
  const confirmed = useMutationAction<'remove' | 'cancelInvite' | 'leave' | 'role'>();
  const [inviting, setInviting] = useState(false);
  const [newSeason, setNewSeason] = useState(false);
  const responses = useMutationAction<'accept' | 'decline'>();

  // Leaving this page happens once: a failed load, lost access, or the viewer's own leave or
  // decline (whose "no access any more" echo from the subscription must stay quiet).
  const exited = useRef(false);
  const leavingOnPurpose = useRef(false);
  useEffect(() => {
    exited.current = false;
    leavingOnPurpose.current = false;
  }, [id]);

  const exit = useCallback(
    (message: string | null) => {
      if (exited.current) return;
      exited.current = true;
      if (message) notifyFailure(message);
      void navigate('/groups', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (error) {
      // The viewer's own leave or decline: the success path says so and leaves the page.
      if (leavingOnPurpose.current) return;
      const code = errorCode(error);
      // Session problems are the guards' business (they refetch `me` and redirect).
      if (isSessionErrorCode(code)) return;
      if (code !== 'FORBIDDEN') console.error(error);
      exit(code === 'FORBIDDEN' ? NO_ACCESS : 'Failed to load group details');
    } else if (group === null) {
      exit('Group not found');
    }
  }, [error, group, exit]);

  useSubscription(
    GROUP_CHANGED_SUBSCRIPTION,
    group
      ? {
          variables: { id },
          onData: ({ data: result }) => {
            if (result.data?.groupChanged !== null || leavingOnPurpose.current) return;
            exit(NO_ACCESS);
          },
          onError: (subscriptionError) => console.error(subscriptionError),
        }
      : skipToken,
  );

  const [removeMember] = useMutation(REMOVE_GROUP_MEMBER_MUTATION);
  const [setGroupRole] = useMutation(SET_GROUP_ROLE_MUTATION);
  const [leaveGroup] = useMutation(LEAVE_GROUP_MUTATION, { refetchQueries: refreshGroups });
  const [cancelInvite] = useMutation(CANCEL_GROUP_INVITE_MUTATION);
  const [acceptInvite] = useMutation(ACCEPT_GROUP_INVITATION_MUTATION, {
    refetchQueries: refreshGroups,
  });
  const [declineInvite] = useMutation(DECLINE_GROUP_INVITATION_MUTATION, {
    refetchQueries: refreshGroups,
  });

  const groupName = group?.name ?? '';

  const askRemove = (member: Member) =>
    confirm.ask({
      title: 'Remove Member',
      message: `Remove ${displayName(member)} from ${groupName}? They will need a new invitation to rejoin.`,
      confirmLabel: 'Remove Member',
      onConfirm: () =>
        confirmed.run(
          'remove',
          () => removeMember({ variables: { groupId: id, userId: member.id } }),
          { success: 'Member removed successfully', failure: 'Failed to remove member' },
        ),
    });

  const changeRole = (member: Member, role: GroupRole) =>
    confirmed.run(
      'role',
      () => setGroupRole({ variables: { groupId: id, userId: member.id, role } }),
      {
        success:
          role === 'ADMIN'
            ? `${displayName(member)} is now an admin`
            : `${displayName(member)} is now a member`,
        failure: 'Failed to change the role',
      },
    );

  /** The owner's role menu: admin and member at once; handing the group over after a confirm. */
  const setRole = (member: Member, role: GroupRole) => {
    if (role !== 'OWNER') return void changeRole(member, role);
    confirm.ask({
      title: 'Make Owner',
      message: `Make ${displayName(member)} the owner of ${groupName}? You will stay as an admin and can no longer change roles.`,
      confirmLabel: 'Make Owner',
      onConfirm: () =>
        confirmed.run(
          'role',
          () => setGroupRole({ variables: { groupId: id, userId: member.id, role } }),
          {
            success: `${displayName(member)} now owns the group`,
            failure: 'Failed to change the role',
          },
        ),
    });
  };

  const askCancelInvite = (email: string) =>
    confirm.ask({
      title: 'Cancel Invitation',
      message: `Cancel the invitation for ${email}? They will not be able to join unless invited again.`,
      confirmLabel: 'Cancel Invitation',
      cancelLabel: 'Keep Invitation',
      onConfirm: () =>
        confirmed.run('cancelInvite', () => cancelInvite({ variables: { groupId: id, email } }), {
          success: 'Invitation cancelled',
          failure: 'Failed to cancel invitation',
        }),
    });

  const askLeave = () =>
    confirm.ask({
      title: 'Leave Group',
      message: `Are you sure you want to leave ${groupName}? You will need a new invitation to rejoin.`,
      confirmLabel: 'Leave Group',
      onConfirm: async () => {
        leavingOnPurpose.current = true;
        const done = await confirmed.run(
          'leave',
          () => leaveGroup({ variables: { groupId: id } }),
          {
            success: 'Successfully left the group',
            failure: 'Failed to leave group',
          },
        );
        if (done) exit(null);
        else leavingOnPurpose.current = false;
        return done;
      },
    });

  async function respond(action: 'accept' | 'decline') {
    if (responses.busy) return;
    if (action === 'decline') leavingOnPurpose.current = true;
    const done = await responses.run<unknown>(
      action,
      () =>
        action === 'accept'
          ? acceptInvite({ variables: { groupId: id } })
          : declineInvite({ variables: { groupId: id } }),
      groupAnswerToasts[action],
    );
    if (!done) leavingOnPurpose.current = false;
    else if (action === 'accept') {
      void refetchEvents().catch((refetchError: unknown) => console.error(refetchError));
    } else exit(null);
  }

  return {
    confirm,
    /** The invited viewer's answer in flight, for Accept's and Decline's spinners. */
    responding: responses.busy,
    accept: () => void respond('accept'),
    decline: () => void respond('decline'),
    inviting,
    openInvite: () => setInviting(true),
    closeInvite: () => setInviting(false),
    /** After invitations went out: the Pending Invites list reads the group again. */
    invited: () =>
      void refetchGroup().catch((refetchError: unknown) => console.error(refetchError)),
    askRemove,
    setRole,
    newSeason,
    openNewSeason: () => setNewSeason(true),
    closeNewSeason: () => setNewSeason(false),
    askCancelInvite,
    askLeave,
  };
}

export type GroupPage = ReturnType<typeof useGroupPage>;
