// New season (issue 13): a name, the first and last day (in the viewer's zone) and how games
// score (core/points' formulas). core/seasons' rule checks it here and on the server; the group's
// live subscription puts the season on the page.
import { useMutation } from '@apollo/client/react';
import { Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { textLimits } from '../../../../core/limits';
import { POINTS_FORMULAS, pointsFormulaLabels, type PointsFormula } from '../../../../core/points';
import { seasonErrors, seasonMessages } from '../../../../core/seasons';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import { useViewerZone } from '../../ui/eventText';
import { CREATE_SEASON_MUTATION } from './documents';
import { seasonRange } from '../group-admin/seasonText';

const monthLabels = { nextMonth: 'Next month', previousMonth: 'Previous month' };

interface Values {
  name: string;
  firstDay: string | null;
  lastDay: string | null;
  pointsFormula: PointsFormula;
}

function NewSeasonForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const { timeZone, label: zoneLabel } = useViewerZone();
  const { busy, run } = useMutationAction();
  const [createSeason] = useMutation(CREATE_SEASON_MUTATION);
  const form = useForm<Values>({
    initialValues: { name: '', firstDay: null, lastDay: null, pointsFormula: 'FINISH_ORDER' },
    validate: (values) => {
      const range =
        values.firstDay && values.lastDay
          ? seasonRange(values.firstDay, values.lastDay, timeZone)
          : null;
      const errors: Partial<Record<keyof Values, string>> = {};
      if (!values.firstDay) errors.firstDay = 'Pick the first day';
      if (!values.lastDay) errors.lastDay = 'Pick the last day';
      const rule = seasonErrors({
        name: values.name,
        startsAt: range?.startsAt ?? new Date(0),
        endsAt: range?.endsAt ?? new Date(1),
      });
      if (rule.name) errors.name = rule.name;
      if (range && rule.endsAt) errors.lastDay = seasonMessages.endsAfterStart;
      return errors;
    },
  });

  const submit = form.onSubmit(
    (values) =>
      void run(
        'create',
        async () => {
          const range = seasonRange(values.firstDay!, values.lastDay!, timeZone)!;
          await createSeason({
            variables: {
              groupId,
              name: values.name.trim(),
              startsAt: range.startsAt.toISOString(),
              endsAt: range.endsAt.toISOString(),
              pointsFormula: values.pointsFormula,
            },
          });
        },
        { success: 'Season created', failure: 'Failed to create season', onSuccess: onDone },
      ),
  );

  return (
    <ModalForm
      label="New season"
      submitLabel="Create season"
      busy={busy !== null}
      onSubmit={submit}
      onCancel={onDone}
    >
      <TextInput
        label="Season name"
        placeholder="Spring 2027"
        required
        maxLength={textLimits.seasonName.max}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <DatePickerInput
        label={`First day (${zoneLabel})`}
        placeholder="Pick a day"
        required
        valueFormat="MMM D, YYYY"
        firstDayOfWeek={0}
        ariaLabels={monthLabels}
        {...form.getInputProps('firstDay')}
      />
      <DatePickerInput
        label="Last day"
        placeholder="Pick a day"
        required
        valueFormat="MMM D, YYYY"
        firstDayOfWeek={0}
        ariaLabels={monthLabels}
        minDate={form.values.firstDay ?? undefined}
        {...form.getInputProps('lastDay')}
      />
      <Select
        label="Points"
        required
        allowDeselect={false}
        data={POINTS_FORMULAS.map((value) => ({ value, label: pointsFormulaLabels[value] }))}
        {...form.getInputProps('pointsFormula')}
      />
    </ModalForm>
  );
}

export function NewSeasonDialog({
  opened,
  groupId,
  onClose,
}: {
  opened: boolean;
  groupId: string;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New season" size="md">
      <NewSeasonForm groupId={groupId} onDone={onClose} />
    </FormModal>
  );
}
