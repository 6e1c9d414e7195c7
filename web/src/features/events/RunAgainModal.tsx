// Run it again (host): the same game on a new date (duplicateEvent copies the title, place,
// buy-in, cap, group, tables and reminder and invites its players); then we go to the new event.
import { useMutation } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { nextStartAfter } from '../../../../core/event-editing';
import { eventDraftErrors } from '../../../../core/events';
import { isoToWallTime, wallTimeToIso } from '../../../../core/format';
import type { EventDetailFragment } from '../../gql/graphql';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import { DUPLICATE_EVENT_MUTATION } from './documents';
import { EventStartPicker } from './EventFields';
import { useViewerZone } from '../../ui/eventText';

/** The first weekly repeat of `startsAt` still ahead: next week's game for a finished one. */
function nextFreeStart(startsAt: string, timeZone: string, now = new Date()): Date {
  let next = nextStartAfter(new Date(startsAt), timeZone);
  while (next.getTime() <= now.getTime()) next = nextStartAfter(next, timeZone);
  return next;
}

function RunAgainForm({ event, onDone }: { event: EventDetailFragment; onDone: () => void }) {
  const { timeZone } = useViewerZone();
  const navigate = useNavigate();
  const [duplicateEvent] = useMutation(DUPLICATE_EVENT_MUTATION);
  const { busy, run } = useMutationAction();
  const form = useForm<{ startsAt: string | null }>({
    initialValues: {
      startsAt: isoToWallTime(nextFreeStart(event.startsAt, timeZone).toISOString(), timeZone),
    },
    validate: ({ startsAt }) => {
      const iso = startsAt ? wallTimeToIso(startsAt, timeZone) : null;
      // Only the date is new; the rest is the event's own and already passed these rules.
      const problem = eventDraftErrors({
        title: event.title,
        startsAt: startsAt ? new Date(iso ?? Number.NaN) : null,
        location: event.location,
        buyInCents: event.buyInCents,
        maxPlayers: event.maxPlayers,
        hasGroup: false,
      }).startsAt;
      return problem ? { startsAt: problem } : {};
    },
  });

  const submit = form.onSubmit(({ startsAt }) => {
    const iso = startsAt ? wallTimeToIso(startsAt, timeZone) : null;
    if (!iso) return;
    void run(
      'duplicate',
      async () => {
        const { data } = await duplicateEvent({ variables: { eventId: event.id, startsAt: iso } });
        if (!data) throw new Error('No event returned');
        return data.duplicateEvent;
      },
      {
        success: 'New event created; its players are invited',
        failure: 'Failed to create event',
        onSuccess: (created) => {
          onDone();
          void navigate(`/event/${created.id}`);
        },
      },
    );
  });

  return (
    <ModalForm
      label="Run It Again"
      submitLabel="Create Event"
      busy={busy !== null}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        A new {event.title} with the same place, buy-in, seats, tables and reminder. Everyone who
        played is invited by e-mail.
      </Text>
      <EventStartPicker data-autofocus {...form.getInputProps('startsAt')} />
    </ModalForm>
  );
}

export function RunAgainModal({
  event,
  opened,
  onClose,
}: {
  event: EventDetailFragment;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Run It Again">
      {opened && <RunAgainForm event={event} onDone={onClose} />}
    </FormModal>
  );
}
