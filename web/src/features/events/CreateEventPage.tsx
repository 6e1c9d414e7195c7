// Create Event (docs/product.md §2, §5): an optional group (only for members of groups), the kind of game
// (a tournament, or a cash game whose buy-ins and cash-outs the host records), title, date and
// time in the viewer's zone (labelled with its name, e.g. Pacific), a saved location with a +
// for Add New Location, buy-in in dollars, max players, notes and the Previous Attendees picker.
// The creator becomes the host; then we go to the new event's page.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRepeat, IconMapPin, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { eventLocationText } from '../../../../core/location-text';
import { formatEventDate, wallTimeToIso } from '../../../../core/format';
import { SERIES_COUNT, SERIES_EVERY_WEEKS } from '../../../../core/event-editing';
import { textLimits } from '../../../../core/limits';
import type { GameKind } from '../../gql/graphql';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useMutationAction } from '../../ui/useMutationAction';
import { PageContainer } from '../../ui/PageContainer';
import { useGoBack } from '../../ui/useGoBack';
import {
  buyInCents,
  initialCreateEventValues,
  makesSeries,
  maxPlayersNumber,
  recordsPlayedGame,
  recurrenceOf,
  seriesLastStart,
  reminderHoursNumber,
  validateCreateEvent,
  type CreateEventValues,
} from './createEventForm';
import {
  CREATE_EVENT_MUTATION,
  CREATE_EVENT_OPTIONS_QUERY,
  CREATE_EVENT_SERIES_MUTATION,
} from './documents';
import {
  BuyInAndMaxPlayers,
  EventDescriptionInput,
  EventStartPicker,
  ReminderHoursInput,
} from './EventFields';
import { personName, useViewerZone } from '../../ui/eventText';
import { LocationModal, type SavedLocation } from './LocationModal';

/** The kinds of game, as the choice shows them, with what each means for the night. */
const KIND_OPTIONS: { value: GameKind; label: string; hint: string }[] = [
  {
    value: 'TOURNAMENT',
    label: 'Tournament',
    hint: 'Places and prizes: record the winners, or run game night with its blind clock.',
  },
  {
    value: 'CASH',
    label: 'Cash game',
    hint: 'Buy-ins and cash-outs: record each on the night, then settle once they add up.',
  },
];

/** The series' choices of spacing, from core's limits: "Week", "2 weeks", … */
const EVERY_WEEKS_OPTIONS = Array.from(
  { length: SERIES_EVERY_WEEKS.max - SERIES_EVERY_WEEKS.min + 1 },
  (_, i) => {
    const weeks = SERIES_EVERY_WEEKS.min + i;
    return { value: String(weeks), label: weeks === 1 ? 'Week' : `${weeks} weeks` };
  },
);

export function CreateEventPage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/dashboard');
  const [searchParams] = useSearchParams();
  const { timeZone } = useViewerZone();
  const [locationOpen, setLocationOpen] = useState(false);
  const kindId = useId();

  const { data, loading: optionsLoading } = useQuery(CREATE_EVENT_OPTIONS_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const me = data?.me ?? null;
  const groups = me?.groups ?? [];
  // Locations added in this visit, in case the cached list has not caught up yet.
  const [added, setAdded] = useState<SavedLocation[]>([]);
  const locations = [
    ...(me?.locations ?? []),
    ...added.filter((a) => !me?.locations.some((l) => l.id === a.id)),
  ];
  const attendees = me?.previousAttendees ?? [];

  const [createEvent] = useMutation(CREATE_EVENT_MUTATION);
  const [createEventSeries] = useMutation(CREATE_EVENT_SERIES_MUTATION);
  const { busy, run } = useMutationAction();
  const creating = busy !== null;

  const form = useForm<CreateEventValues>({
    initialValues: initialCreateEventValues(searchParams.get('groupId')),
    validate: (values) =>
      validateCreateEvent(values, {
        timeZone,
        locationAddress: locations.find((l) => l.id === values.locationId)?.address ?? null,
      }),
  });

  // A start already past (allowed for group events) records a game that was played.
  const played = recordsPlayedGame(form.values, timeZone);
  const seriesEnd = form.values.repeat ? seriesLastStart(form.values, timeZone) : null;

  const submit = form.onSubmit(async (values) => {
    if (creating) return;
    const location = locations.find((l) => l.id === values.locationId);
    const startsAt = values.startsAt ? wallTimeToIso(values.startsAt, timeZone) : null;
    const buyIn = buyInCents(values.buyIn);
    const maxPlayers = maxPlayersNumber(values.maxPlayers);
    if (!location || !startsAt || buyIn === null || maxPlayers === null) return;
    const reminderHoursBefore = reminderHoursNumber(values.reminderHours);
    const input = {
      kind: values.kind,
      title: values.title.trim(),
      startsAt,
      location: eventLocationText(location),
      buyInCents: buyIn,
      maxPlayers,
      ...(reminderHoursBefore !== null && { reminderHoursBefore }),
      ...(values.groupId ? { groupId: values.groupId } : {}),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(recordsPlayedGame(values, timeZone)
        ? values.playerIds.length > 0 && { playerIds: values.playerIds }
        : values.inviteUserIds.length > 0 && { inviteUserIds: values.inviteUserIds }),
    };
    const { everyWeeks, count } = recurrenceOf(values);
    if (makesSeries(values, timeZone) && everyWeeks && count) {
      // A series: every event is created or none is; we land on the first of them.
      await run(
        'create',
        async () => {
          const { data: created } = await createEventSeries({
            variables: { input, recurrence: { everyWeeks, count } },
          });
          const first = created?.createEventSeries[0];
          if (!first) throw new Error('No events returned');
          return first;
        },
        {
          success: `${count} events created, ${everyWeeks === 1 ? 'every week' : `every ${everyWeeks} weeks`}. This is the first.`,
          failure: 'Failed to create events',
          onSuccess: (event) => void navigate(`/event/${event.id}`),
        },
      );
      return;
    }
    await run(
      'create',
      async () => {
        const { data: created } = await createEvent({ variables: { input } });
        if (!created) throw new Error('No event returned');
        return created.createEvent;
      },
      {
        success: 'Event created successfully!',
        failure: 'Failed to create event',
        onSuccess: (event) => void navigate(`/event/${event.id}`),
      },
    );
  });

  if (!me && optionsLoading) {
    return (
      <PageContainer title="Create Event" size="sm">
        <LoadingScreen />
      </PageContainer>
    );
  }

  const selectedLocation = locations.find((l) => l.id === form.values.locationId);
  const selectedGroup = groups.find((g) => g.id === form.values.groupId);
  // Who may have played: the group's other members and my previous attendees, each once.
  const playedWith = [
    ...(selectedGroup?.members ?? []).filter((m) => m.id !== me?.id),
    ...attendees,
  ].filter((person, i, all) => all.findIndex((p) => p.id === person.id) === i);

  return (
    <PageContainer
      title="Create Event"
      description="Set the date, the buy-in and who's invited."
      size="sm"
    >
      <Card component="section" aria-label="New event">
        <form onSubmit={submit} noValidate aria-label="Create Event">
          <Stack gap="md">
            {groups.length > 0 && (
              <Select
                label="Group"
                placeholder="No group (individual event)"
                description={
                  selectedGroup
                    ? played
                      ? `A game already played: nobody in ${selectedGroup.name} is invited.`
                      : `Every other member of ${selectedGroup.name} will be invited.`
                    : 'Optional. Group members are invited automatically.'
                }
                data={groups.map((g) => ({ value: g.id, label: g.name }))}
                clearable
                leftSection={<IconUsersGroup size={18} aria-hidden />}
                {...form.getInputProps('groupId')}
              />
            )}

            <Stack gap={4}>
              <Input.Label id={`${kindId}-label`} labelElement="div" size="md">
                Game
              </Input.Label>
              <SegmentedControl
                aria-labelledby={`${kindId}-label`}
                aria-describedby={`${kindId}-hint`}
                data={KIND_OPTIONS.map(({ value, label }) => ({ value, label }))}
                fullWidth
                size="md"
                {...form.getInputProps('kind')}
              />
              <Input.Description id={`${kindId}-hint`} size="md">
                {KIND_OPTIONS.find((option) => option.value === form.values.kind)!.hint}
              </Input.Description>
            </Stack>

            <TextInput
              label="Title"
              placeholder="e.g. Friday Night Hold'em"
              required
              maxLength={textLimits.eventTitle.max}
              {...form.getInputProps('title')}
            />

            <EventStartPicker {...form.getInputProps('startsAt')} />

            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Select
                label="Location"
                placeholder={locations.length ? 'Saved locations' : 'Add one with +'}
                data={locations.map((l) => ({ value: l.id, label: l.name }))}
                searchable
                nothingFoundMessage="No saved location by that name"
                required
                leftSection={<IconMapPin size={18} aria-hidden />}
                description={selectedLocation?.address}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                renderOption={({ option }) => {
                  const location = locations.find((l) => l.id === option.value);
                  return (
                    <div>
                      <Text size="sm" fw={600}>
                        {option.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {location?.address}
                      </Text>
                    </div>
                  );
                }}
                style={{ flex: 1 }}
                {...form.getInputProps('locationId')}
              />
              <Tooltip label="Add New Location">
                <ActionIcon
                  size={42}
                  variant="light"
                  aria-label="Add New Location"
                  onClick={() => setLocationOpen(true)}
                  mt={27}
                >
                  <IconPlus size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>

            <BuyInAndMaxPlayers
              buyIn={form.getInputProps('buyIn')}
              maxPlayers={form.getInputProps('maxPlayers')}
            />

            <EventDescriptionInput {...form.getInputProps('description')} />

            <ReminderHoursInput {...form.getInputProps('reminderHours')} />

            {!played && (
              <Stack gap="xs">
                <Switch
                  size="md"
                  label="Repeat"
                  description="Create a series of games at the same time, each an ordinary event."
                  thumbIcon={<IconRepeat size={12} aria-hidden />}
                  {...form.getInputProps('repeat', { type: 'checkbox' })}
                />
                {form.values.repeat && (
                  <>
                    <SimpleGrid cols={2} spacing="md">
                      <Select
                        label="Every"
                        data={EVERY_WEEKS_OPTIONS}
                        allowDeselect={false}
                        size="md"
                        {...form.getInputProps('everyWeeks')}
                      />
                      <NumberInput
                        label="Games"
                        min={SERIES_COUNT.min}
                        max={SERIES_COUNT.max}
                        clampBehavior="none"
                        allowNegative={false}
                        allowDecimal={false}
                        size="md"
                        {...form.getInputProps('repeatCount')}
                      />
                    </SimpleGrid>
                    {seriesEnd && (
                      <Text size="sm" c="dimmed" aria-live="polite">
                        The last game is on {formatEventDate(seriesEnd, timeZone)}.
                      </Text>
                    )}
                  </>
                )}
              </Stack>
            )}

            {played ? (
              <MultiSelect
                key="played"
                label="Who Played"
                description={`This game has already started: pick who played, so you can record ${form.values.kind === 'CASH' ? 'their buy-ins and cash-outs' : 'the winners'}. Nobody is e-mailed.`}
                placeholder={playedWith.length ? 'Pick the players' : 'Nobody to pick yet'}
                disabled={playedWith.length === 0}
                data={playedWith.map((p) => ({ value: p.id, label: personName(p) }))}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="Nobody by that name"
                size="md"
                {...form.getInputProps('playerIds')}
              />
            ) : (
              <MultiSelect
                key="invite"
                label="Previous Attendees"
                description={
                  attendees.length
                    ? 'Invite people who played in your earlier games; they get an e-mail.'
                    : undefined
                }
                placeholder={
                  attendees.length ? 'Pick players to invite' : 'No previous attendees yet'
                }
                disabled={attendees.length === 0}
                data={attendees.map((a) => ({ value: a.id, label: personName(a) }))}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="No previous attendee by that name"
                size="md"
                {...form.getInputProps('inviteUserIds')}
              />
            )}

            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={goBack} disabled={creating}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={creating}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {form.values.repeat && !played ? 'Create Events' : 'Create Event'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <LocationModal
        opened={locationOpen}
        meId={me?.id ?? null}
        onClose={() => setLocationOpen(false)}
        onCreated={(location) => {
          setAdded((current) => [...current, location]);
          form.setFieldValue('locationId', location.id);
          form.clearFieldError('locationId');
        }}
      />
    </PageContainer>
  );
}
