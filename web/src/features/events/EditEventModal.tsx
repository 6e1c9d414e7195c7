// Edit Event (host, while upcoming): the create form's fields on the shared dialog. A refusal
// from the server (say, a cap below the players already attending) is shown in the form, which
// keeps what was typed; nothing is saved then. A new date or place e-mails the players.
import { useMutation } from '@apollo/client/react';
import { Alert, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { EVENT_LOCATION_MAX } from '../../../../core/location-text';
import { textLimits } from '../../../../core/limits';
import type { EventDetailFragment } from '../../gql/graphql';
import { errorMessage } from '../../ui/errors';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import { UPDATE_EVENT_MUTATION } from './documents';
import {
  editEventValuesOf,
  updateEventInputOf,
  validateEditEvent,
  type EditEventValues,
} from './editEventForm';
import {
  BuyInAndMaxPlayers,
  EventDescriptionInput,
  EventStartPicker,
  ReminderHoursInput,
} from './EventFields';
import { useViewerZone } from '../../ui/eventText';

function EditEventForm({ event, onDone }: { event: EventDetailFragment; onDone: () => void }) {
  const { timeZone } = useViewerZone();
  const [updateEvent] = useMutation(UPDATE_EVENT_MUTATION);
  const { busy, run } = useMutationAction();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<EditEventValues>({
    initialValues: editEventValuesOf(event, timeZone),
    validate: (values) => validateEditEvent(values, { timeZone, playerCount: event.playerCount }),
  });

  const submit = form.onSubmit((values) => {
    setServerError(null);
    void run(
      'save',
      () =>
        updateEvent({
          variables: { eventId: event.id, input: updateEventInputOf(values, timeZone) },
        }),
      {
        success: 'Event updated',
        failure: 'Failed to update event',
        report: (error, failure) => setServerError(errorMessage(error, failure)),
        onSuccess: onDone,
      },
    );
  });

  return (
    <ModalForm
      label="Edit Event"
      submitLabel="Save Changes"
      busy={busy !== null}
      onSubmit={submit}
      onCancel={onDone}
    >
      {serverError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {serverError}
        </Alert>
      )}
      <TextInput
        label="Title"
        required
        data-autofocus
        maxLength={textLimits.eventTitle.max}
        {...form.getInputProps('title')}
      />
      <EventStartPicker {...form.getInputProps('startsAt')} />
      <TextInput
        label="Location"
        required
        leftSection={<IconMapPin size={18} aria-hidden />}
        maxLength={EVENT_LOCATION_MAX}
        {...form.getInputProps('location')}
      />
      <BuyInAndMaxPlayers
        buyIn={form.getInputProps('buyIn')}
        maxPlayers={form.getInputProps('maxPlayers')}
      />
      <EventDescriptionInput {...form.getInputProps('description')} />
      <ReminderHoursInput {...form.getInputProps('reminderHours')} />
      <Text size="sm" c="dimmed">
        A new date or location is e-mailed to every player and invited guest.
      </Text>
    </ModalForm>
  );
}

export function EditEventModal({
  event,
  opened,
  onClose,
}: {
  event: EventDetailFragment;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit Event" size="lg">
      {/* Mounted while open: each opening starts from the event as it is now. */}
      {opened && <EditEventForm event={event} onDone={onClose} />}
    </FormModal>
  );
}
