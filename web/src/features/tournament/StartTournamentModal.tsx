// Start game night (issue 11): the template (built-in or the host's own; it is copied, so later
// edits change nothing), rebuy / add-on / bounty amounts (empty: none), and the payout split, a
// preset for the field size or custom percentages. The clock starts paused at level 1.
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconClockExclamation, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_PAID_PLACES, PAYOUT_PRESETS } from '../../../../core/payouts';
import { formatEventDate } from '../../../../core/format';
import { DEFAULT_TEMPLATE_ID } from '../../../../core/templates';
import { startsEarly } from '../../../../core/tournament';
import { useAuth } from '../../auth/AuthProvider';
import { useViewerZone } from '../../ui/eventText';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { MoneyInput } from '../../ui/MoneyInput';
import { useMutationAction } from '../../ui/useMutationAction';
import { useTournamentTemplates } from '../timer/useTournamentTemplates';
import { linkTournament } from './cache';
import { START_TOURNAMENT_MUTATION } from './documents';
import { placeLabel } from '../../../../core/winners';
import {
  CUSTOM_SPLIT,
  initialStartValues,
  percentsOf,
  settingsOf,
  startFormErrors,
  type StartFormValues,
} from './startForm';

function playersLabel(min: number, max: number | null): string {
  if (max === null) return `${min}+ players`;
  return min === max ? `${min} players` : `${min}–${max} players`;
}

export interface StartTournamentModalProps {
  eventId: string;
  /** Players in the event: the preset for the field size is chosen, and no more places paid. */
  entrants: number;
  /** The event's start; more than an hour ahead, starting moves it to now (the form says so). */
  startsAt: string;
  opened: boolean;
  onClose: () => void;
}

export function StartTournamentModal(props: StartTournamentModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Start game night" size="lg">
      {/* Mounted only while open, so each opening starts from the defaults. */}
      {props.opened && <StartTournamentForm {...props} />}
    </FormModal>
  );
}

function StartTournamentForm({ eventId, entrants, startsAt, onClose }: StartTournamentModalProps) {
  const { user } = useAuth();
  const { timeZone } = useViewerZone();
  // Read once when the form opens: the warning does not flip while the host fills it in.
  const [early] = useState(() => startsEarly(new Date(startsAt), new Date()));
  const templates = useTournamentTemplates(user?.id ?? null);
  const [values, setValues] = useState<StartFormValues>(() =>
    initialStartValues(DEFAULT_TEMPLATE_ID, entrants),
  );
  const [submitted, setSubmitted] = useState(false);
  const { busy, run } = useMutationAction<'start'>();
  const [start] = useMutation(START_TOURNAMENT_MUTATION, {
    update: (cache, { data }) => {
      if (data) linkTournament(cache, eventId, data.startTournament);
    },
  });

  const errors = submitted ? startFormErrors(values, entrants) : {};
  const set = (change: Partial<StartFormValues>) => setValues((v) => ({ ...v, ...change }));

  const templateData: ComboboxItemGroup<{ value: string; label: string }>[] = [
    { group: 'Built-in', items: templates.builtIn.map((t) => ({ value: t.id, label: t.name })) },
  ];
  if (templates.custom.length > 0) {
    templateData.push({
      group: 'My templates',
      items: templates.custom.map((t) => ({ value: t.id, label: t.name })),
    });
  }
  const splitData = [
    ...PAYOUT_PRESETS.map((p) => ({
      value: p.label,
      label: `${p.label} (${playersLabel(p.minEntrants, p.maxEntrants)})`,
    })),
    { value: CUSTOM_SPLIT, label: 'Custom' },
  ];
  const custom = values.split === CUSTOM_SPLIT;
  const total = percentsOf(values).reduce((sum, p) => sum + (Number.isFinite(p) ? p : 0), 0);

  const setPercent = (index: number, value: string | number) =>
    set({ custom: values.custom.map((p, i) => (i === index ? value : p)) });

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(startFormErrors(values, entrants)).length > 0) return;
    void run('start', () => start({ variables: { eventId, settings: settingsOf(values) } }), {
      success: 'Game night started',
      failure: 'Failed to start game night',
      onSuccess: onClose,
    });
  };

  return (
    <ModalForm
      label="Start game night"
      submitLabel={early ? 'Start now' : 'Start'}
      busy={busy === 'start'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onCancel={onClose}
    >
      {early && (
        <Alert
          color="yellow"
          icon={<IconClockExclamation size={18} aria-hidden />}
          title="Starting early"
        >
          This game is set for {formatEventDate(startsAt, timeZone)}. Starting now moves its start
          time to now, and joining closes.
        </Alert>
      )}
      <Select
        label="Template"
        description="Copied at the start: editing it later changes nothing tonight."
        data={templateData}
        value={values.templateId}
        onChange={(value) => value && set({ templateId: value })}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
        size="md"
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <MoneyInput
          label="Rebuy ($)"
          placeholder="None"
          prefix="$"
          value={values.rebuy}
          onChange={(rebuy) => set({ rebuy })}
          error={errors.rebuy}
        />
        <MoneyInput
          label="Add-on ($)"
          placeholder="None"
          prefix="$"
          value={values.addOn}
          onChange={(addOn) => set({ addOn })}
          error={errors.addOn}
        />
        <MoneyInput
          label="Bounty ($)"
          placeholder="None"
          prefix="$"
          value={values.bounty}
          onChange={(bounty) => set({ bounty })}
          error={errors.bounty}
        />
      </SimpleGrid>
      <Select
        label="Payout split"
        description={`Percent of the prize pool per place; suggested for ${entrants} ${entrants === 1 ? 'player' : 'players'}.`}
        data={splitData}
        value={values.split}
        onChange={(split) => {
          if (!split) return;
          // Custom starts from the split chosen so far.
          set(split === CUSTOM_SPLIT ? { split, custom: percentsOf(values) } : { split });
        }}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
        size="md"
        error={!custom ? errors.payouts : undefined}
      />
      {custom && (
        <Stack gap="xs" role="group" aria-label="Custom payouts">
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {values.custom.map((percent, index) => (
              <Group key={index} gap={4} wrap="nowrap" align="flex-end">
                <NumberInput
                  label={`${placeLabel(index + 1)} place (%)`}
                  value={percent}
                  onChange={(value) => setPercent(index, value)}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  style={{ flex: 1, minWidth: 0 }}
                />
                {values.custom.length > 1 && index === values.custom.length - 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={36}
                    aria-label={`Remove ${placeLabel(index + 1)} place`}
                    onClick={() => set({ custom: values.custom.slice(0, -1) })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => set({ custom: [...values.custom, ''] })}
              disabled={values.custom.length >= MAX_PAID_PLACES}
            >
              Add place
            </Button>
            <Text size="sm" c={total === 100 ? 'dimmed' : 'red.8'} aria-live="polite">
              Total {total}%
            </Text>
          </Group>
          {errors.payouts && (
            <Text size="sm" c="red.8" role="alert">
              {errors.payouts}
            </Text>
          )}
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        The clock starts paused at level 1: press Resume when the cards are in the air.
      </Text>
    </ModalForm>
  );
}
