// What an invitation list did not invite, and why (the event and group invite dialogs): the
// dialog stays open with this list, and the invalid entries go back into the field to be fixed.
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { inviteSkipReasonText, type InviteSkipReason } from '../../../core/email';

export interface SkippedEntry {
  entry: string;
  reason: InviteSkipReason;
}

export interface InviteSummary {
  /** Addresses e-mailed a new invitation. */
  sent: number;
  /** Every entry that got none, with why: the client's invalid ones first, then the server's. */
  skipped: SkippedEntry[];
  /** What goes back into the field: the entries a person can correct. */
  leftToEdit: string;
}

/** Sums up one send: `invalid` as the dialog parsed it, `result` as the server answered. */
export function summarizeInvites(
  invalid: readonly string[],
  result: { invited: readonly string[]; skippedEntries: readonly SkippedEntry[] },
): InviteSummary {
  const fromServer = result.skippedEntries.filter((s) => s.reason !== 'INVALID');
  const skipped = [
    ...invalid.map((entry) => ({ entry, reason: 'INVALID' as const })),
    ...fromServer,
  ];
  const alreadyInvited = fromServer.filter((s) => s.reason === 'ALREADY_INVITED').length;
  return {
    sent: result.invited.length - alreadyInvited,
    skipped,
    leftToEdit: invalid.join('\n'),
  };
}

export function SkippedInvites({ entries }: { entries: readonly SkippedEntry[] }) {
  if (entries.length === 0) return null;
  const fixable = entries.some((s) => s.reason === 'INVALID');
  return (
    <Alert
      color="yellow"
      variant="light"
      // The light alert's title colour fails AA contrast on its yellow; dark text passes.
      title={
        <Text span fw={700} size="sm" c="dark.9">
          Not invited
        </Text>
      }
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <List size="sm" spacing={2} aria-label="Not invited">
        {entries.map(({ entry, reason }) => (
          <List.Item key={`${reason}:${entry}`}>
            <Text span fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry}
            </Text>
            : {inviteSkipReasonText[reason]}
          </List.Item>
        ))}
      </List>
      {fixable && (
        <Text size="sm" mt="xs">
          Correct the addresses left in the field and send again.
        </Text>
      )}
    </Alert>
  );
}
