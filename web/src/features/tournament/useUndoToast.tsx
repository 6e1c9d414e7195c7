// The toast after a one-tap Rebuy, Add-on or Bust, with an Undo for as long as it shows (issue
// 28): the quick way back from a mis-tap, beside the Night's log card. Undo takes back the newest
// line of that kind for that player the server still lets the host undo (the one just written),
// through the same undoTournamentAction as the log.
import { useApolloClient } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { notifyError, notifyFailure, notifySuccess } from '../../ui/notify';
import { NIGHT_LOG_QUERY, UNDO_TOURNAMENT_ACTION_MUTATION } from './nightLogDocuments';
import { logWhat } from './nightLogText';

export type UndoableTap = 'REBUY' | 'ADD_ON' | 'BUST';

export function useUndoToast(eventId: string) {
  const client = useApolloClient();
  return useCallback(
    (message: string, kind: UndoableTap, playerId: string) => {
      const toastId = `undo-${kind}-${playerId}-${Date.now()}`;
      const undo = async () => {
        notifications.hide(toastId);
        try {
          const { data } = await client.query({
            query: NIGHT_LOG_QUERY,
            variables: { eventId },
            fetchPolicy: 'network-only',
          });
          const line = data?.event?.tournament?.log.find(
            (l) => l.kind === kind && l.player?.id === playerId && l.canUndo,
          );
          if (!line) return void notifyFailure('That action can no longer be undone');
          await client.mutate({
            mutation: UNDO_TOURNAMENT_ACTION_MUTATION,
            variables: { eventId, entryId: line.id },
          });
          notifySuccess(`Undone: ${logWhat(line)}`);
        } catch (error) {
          notifyError(error, 'Failed to undo');
        }
      };
      notifySuccess(
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <span style={{ minWidth: 0 }}>{message}</span>
          <Button
            size="compact-sm"
            variant="light"
            style={{ flexShrink: 0 }}
            onClick={() => void undo()}
          >
            Undo
          </Button>
        </Group>,
        { id: toastId, autoClose: 10_000 },
      );
    },
    [client, eventId],
  );
}
