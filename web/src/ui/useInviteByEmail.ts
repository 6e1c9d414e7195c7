// Invite by e-mail (docs/product.md §5), the part the event and group invite dialogs share: the field's text,
// what the last send skipped, and the send itself. Ignored while sending or when empty; no valid
// address stops with a message; invalid ones are skipped with a warning and the valid ones go on.
// On success "Invitations sent to {n} email(s)", then the dialog closes unless something was
// skipped (invalid, already in, already invited): then it keeps the list of what and why, the
// invalid entries back in the field to correct. On failure the dialog stays as it was.
import { useState } from 'react';
import { inviteMessages, parseEmailList } from '../../../core/email';
import { graphql } from '../gql';
import { notifyFailure, notifySuccess, notifyWarning } from './notify';
import { summarizeInvites, type SkippedEntry } from './SkippedInvites';
import { useMutationAction } from './useMutationAction';

/** What the invite dialogs read of inviteToEvent's and inviteToGroup's answer, selected once. */
export const INVITE_RESULT_FRAGMENT = graphql(`
  fragment InviteResultFields on InviteResult {
    invited
    skipped
    skippedEntries {
      entry
      reason
    }
  }
`);

/** What an invite mutation answers (InviteResult's fields the dialogs select). */
export interface InviteResult {
  invited: readonly string[];
  skippedEntries: readonly SkippedEntry[];
}

export interface InviteByEmailOptions {
  /** Sends the valid addresses, one a line; resolves to the server's answer. */
  send: (emails: string) => Promise<InviteResult | null | undefined>;
  /** Some address got a new invitation. */
  onSent?: () => void;
  /** Nothing was skipped: the dialog closes. */
  onDone: () => void;
}

export function useInviteByEmail({ send, onSent, onDone }: InviteByEmailOptions) {
  const [text, setText] = useState('');
  const [skipped, setSkipped] = useState<SkippedEntry[]>([]);
  const { busy, run } = useMutationAction();
  const sending = busy !== null;

  async function submit() {
    if (sending || !text.trim()) return;
    const { valid, invalid } = parseEmailList(text);
    if (valid.length === 0) {
      notifyFailure(inviteMessages.noneValid);
      return;
    }
    if (invalid.length > 0) notifyWarning(inviteMessages.someInvalid);
    await run(
      'invite',
      async () => {
        const result = await send(valid.join('\n'));
        if (!result) throw new Error('No invitation result returned');
        return summarizeInvites(invalid, result);
      },
      {
        failure: 'Failed to send invitations',
        onSuccess: (summary) => {
          if (summary.sent > 0) {
            notifySuccess(`Invitations sent to ${summary.sent} email(s)`);
            onSent?.();
          }
          if (summary.skipped.length === 0) return onDone();
          setSkipped(summary.skipped);
          setText(summary.leftToEdit);
        },
      },
    );
  }

  return { text, setText, skipped, sending, submit };
}
