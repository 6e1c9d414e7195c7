// Answering a group invitation, wherever it is answered (the dashboard, Groups, the group page):
// SPEC §8's toasts, and for the invitation lists the write keyed the way InvitationItem reads it.
import type { MutationAction } from '../../ui/useMutationAction';
import {
  invitationAnswerKey,
  type InvitationAnswer,
  type InvitationAnswerKey,
} from '../../ui/InvitationItem';

export const groupAnswerToasts = {
  accept: { success: 'Successfully joined the group!', failure: 'Failed to join group' },
  decline: { success: 'Group invitation declined', failure: 'Failed to decline invitation' },
} as const;

type GroupWrite = (options: { variables: { groupId: string } }) => Promise<unknown>;

/**
 * An invitation list's answer handler: runs accept or decline for a group through `action` (one
 * answer at a time, keyed `accept:group:{id}`), then the toast and `onSuccess` (the lists reload).
 */
export function answerGroupInvitation(
  action: MutationAction<InvitationAnswerKey>,
  writes: Record<InvitationAnswer, GroupWrite>,
  onSuccess: () => unknown,
) {
  return (answer: InvitationAnswer, group: { id: string }) =>
    action.run<unknown>(
      invitationAnswerKey(answer, `group:${group.id}`),
      () => writes[answer]({ variables: { groupId: group.id } }),
      { ...groupAnswerToasts[answer], onSuccess },
    );
}
