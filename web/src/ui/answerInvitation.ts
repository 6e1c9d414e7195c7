// Answering an invitation from a list (the dashboard's events and groups, the Groups page): one
// answer at a time through the page's useMutationAction, keyed the way InvitationItem reads it
// (`accept:event:42`), then the screen's docs/product.md §8 toast and what follows (the lists reload).
import {
  invitationAnswerKey,
  type InvitationAnswer,
  type InvitationAnswerKey,
} from './InvitationItem';
import type { MutationAction } from './useMutationAction';

/** docs/product.md §8's success and failure texts for each answer. */
export type AnswerToasts = Record<InvitationAnswer, { success: string; failure: string }>;

export function answerInvitation(
  action: MutationAction<InvitationAnswerKey>,
  kind: 'event' | 'group',
  toasts: AnswerToasts,
  writes: Record<InvitationAnswer, (id: string) => Promise<unknown>>,
  onSuccess: () => unknown,
) {
  return (answer: InvitationAnswer, subject: { id: string }) =>
    action.run<unknown>(
      invitationAnswerKey(answer, `${kind}:${subject.id}`),
      () => writes[answer](subject.id),
      { ...toasts[answer], onSuccess },
    );
}
