// The invite-by-e-mail dialog (docs/product.md §2 invite modal, §5 "Invite by e-mail", §9 medium width) of
// an event (Invite Players) and of a group (Invite Members): one text area for addresses
// separated by commas, spaces or new lines (Ctrl/Cmd+Enter sends, plain Enter makes a new line),
// what the last send skipped and why, Cancel and Send Invites. The send and what follows it are
// useInviteByEmail's.
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { textLimits } from '../../../core/limits';
import { FormModal } from './FormModal';
import { SkippedInvites } from './SkippedInvites';
import { useInviteByEmail, type InviteByEmailOptions } from './useInviteByEmail';

function InviteForm({
  title,
  fieldLabel,
  onCancel,
  ...options
}: InviteByEmailOptions & { title: string; fieldLabel: string; onCancel: () => void }) {
  const { text, setText, skipped, sending, submit } = useInviteByEmail(options);
  return (
    <form
      onSubmit={(event) => {
        // The dialog renders in a portal, but React bubbles submit to any form around it.
        event.preventDefault();
        event.stopPropagation();
        void submit();
      }}
      noValidate
      aria-label={title}
    >
      <Stack gap="md">
        <SkippedInvites entries={skipped} />
        <Textarea
          label={fieldLabel}
          description="Separate addresses with commas, spaces or new lines. Each person gets an e-mail with a link to join."
          placeholder={'alex@example.com, sam@example.com\njordan@example.com'}
          autosize
          minRows={5}
          maxRows={10}
          maxLength={textLimits.emailList.max}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending || !text.trim()}>
            {sending ? 'Sending...' : 'Send Invites'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function InviteByEmailDialog({
  opened,
  onClose,
  title,
  fieldLabel,
  send,
  onSent,
}: Omit<InviteByEmailOptions, 'onDone'> & {
  opened: boolean;
  onClose: () => void;
  /** The dialog's heading, also its form's name. */
  title: string;
  fieldLabel: string;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="md">
      <InviteForm
        title={title}
        fieldLabel={fieldLabel}
        send={send}
        onSent={onSent}
        onDone={onClose}
        onCancel={onClose}
      />
    </FormModal>
  );
}
