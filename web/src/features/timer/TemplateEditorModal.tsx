// The template editor (SPEC §2, §5): name; blind rows (small blind, big blind, ante, duration)
// with Add level and remove (not on the first row); chip rows (value, colour, quantity) with Add
// chip and remove (not on the first row); Cancel and Save Template. The rules and messages are
// core's, the same ones the server applies.
import {
  ActionIcon,
  Box,
  Button,
  ColorInput,
  Divider,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { textLimits } from '../../../../core/limits';
import {
  emptyTemplateDraft,
  nextBlindLevel,
  nextChip,
  templateFieldErrors,
  templateToDraft,
  validateTemplateDraft,
  type BlindLevelDraft,
  type ChipDraft,
  type TemplateDraft,
} from '../../../../core/template-editor';
import { CHIP_COLORS, type TournamentTemplate } from '../../../../core/templates';

type NumberField = number | string;

interface LevelRow {
  key: string;
  smallBlind: NumberField;
  bigBlind: NumberField;
  ante: NumberField;
  durationMinutes: NumberField;
}

interface ChipRow {
  key: string;
  value: NumberField;
  color: string;
  quantity: NumberField;
}

interface EditorValues {
  name: string;
  levels: LevelRow[];
  chips: ChipRow[];
}

const toNumber = (value: NumberField): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

function toDraft(values: EditorValues): TemplateDraft {
  return {
    name: values.name,
    levels: values.levels.map((row) => ({
      smallBlind: toNumber(row.smallBlind),
      bigBlind: toNumber(row.bigBlind),
      ante: toNumber(row.ante),
      durationMinutes: toNumber(row.durationMinutes),
    })),
    chips: values.chips.map((row) => ({
      value: toNumber(row.value),
      color: row.color,
      quantity: toNumber(row.quantity),
    })),
  };
}

function toValues(draft: TemplateDraft): EditorValues {
  return {
    name: draft.name,
    levels: draft.levels.map((level) => ({ key: randomId(), ...level })),
    chips: draft.chips.map((chip) => ({ key: randomId(), ...chip })),
  };
}

const allFinite = (...numbers: number[]) => numbers.every(Number.isFinite);

const SWATCHES = [
  CHIP_COLORS.red,
  CHIP_COLORS.blue,
  CHIP_COLORS.green,
  CHIP_COLORS.black,
  CHIP_COLORS.purple,
  '#ffffff',
  '#ffd43b',
  '#fd7e14',
  '#f06595',
  '#868e96',
];

const LEVEL_COLUMNS = 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)';
const CHIP_COLUMNS = 'minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr)';

export interface TemplateEditorModalProps {
  opened: boolean;
  /** The custom template being edited, or null to create one. */
  template: TournamentTemplate | null;
  onClose: () => void;
  /** Saves the validated draft; resolves true when saved (the modal then closes). */
  onSave: (draft: TemplateDraft) => Promise<boolean>;
}

export function TemplateEditorModal(props: TemplateEditorModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        <Title order={2} fz="h3" component="span">
          {props.template ? 'Edit Template' : 'Create Template'}
        </Title>
      }
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so every opening starts from the template (or a blank one). */}
      {props.opened && <TemplateEditorForm {...props} />}
    </Modal>
  );
}

function TemplateEditorForm({ template, onClose, onSave }: TemplateEditorModalProps) {
  const [saving, setSaving] = useState(false);
  const form = useForm<EditorValues>({
    mode: 'controlled',
    initialValues: toValues(template ? templateToDraft(template) : emptyTemplateDraft()),
    validate: (values) => templateFieldErrors(toDraft(values)),
  });

  const addLevel = () => {
    const previous = form.values.levels.at(-1);
    const draft = previous ? toDraft({ ...form.values, levels: [previous] }).levels[0] : undefined;
    const usable: BlindLevelDraft | undefined =
      draft && allFinite(draft.smallBlind, draft.bigBlind, draft.ante, draft.durationMinutes)
        ? draft
        : undefined;
    form.insertListItem('levels', { key: randomId(), ...nextBlindLevel(usable) });
  };

  const addChip = () => {
    const previous = form.values.chips.at(-1);
    const draft = previous ? toDraft({ ...form.values, chips: [previous] }).chips[0] : undefined;
    const usable: ChipDraft | undefined =
      draft && allFinite(draft.value, draft.quantity) ? draft : undefined;
    form.insertListItem('chips', { key: randomId(), ...nextChip(usable) });
  };

  const submit = form.onSubmit(async (values) => {
    const result = validateTemplateDraft(toDraft(values));
    if (!result.success) return;
    setSaving(true);
    try {
      if (await onSave(result.data)) onClose();
    } finally {
      setSaving(false);
    }
  });

  const rowErrors = (prefix: string) =>
    Object.entries(form.errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, message]) => (typeof message === 'string' ? message : ''))
      .filter(Boolean);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label="Name"
          placeholder="e.g. Friday Deep Stack"
          withAsterisk
          data-autofocus
          maxLength={textLimits.templateName.max}
          {...form.getInputProps('name')}
        />

        <Box component="fieldset" p={0} m={0} style={{ border: 0 }}>
          <Group justify="space-between" mb="xs">
            <Text component="legend" fw={700}>
              Blind levels
            </Text>
            <Text c="dimmed" fz="xs">
              {form.values.levels.length} {form.values.levels.length === 1 ? 'level' : 'levels'}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-end" aria-hidden>
            <Box w={22} />
            <Box style={{ display: 'grid', gridTemplateColumns: LEVEL_COLUMNS, gap: 8, flex: 1 }}>
              {['Small blind', 'Big blind', 'Ante', 'Minutes'].map((label) => (
                <Text key={label} fz="xs" fw={600} c="dimmed" lh={1.2}>
                  {label}
                </Text>
              ))}
            </Box>
            <Box w={28} />
          </Group>
          <Stack gap={6} mt={6}>
            {form.values.levels.map((row, index) => {
              const errors = rowErrors(`levels.${index}.`);
              const errorId = `level-${row.key}-error`;
              const field = (name: keyof Omit<LevelRow, 'key'>, label: string, min: number) => {
                const { error, ...input } = form.getInputProps(`levels.${index}.${name}`);
                return (
                  <NumberInput
                    {...input}
                    aria-label={`Level ${index + 1} ${label}`}
                    aria-describedby={errors.length > 0 ? errorId : undefined}
                    error={Boolean(error)}
                    min={min}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    thousandSeparator=","
                    hideControls
                    size="sm"
                  />
                );
              };
              return (
                <Box key={row.key}>
                  <Group gap="xs" wrap="nowrap" align="center">
                    <Text w={22} ta="right" fz="sm" fw={700} c="dimmed">
                      {index + 1}
                    </Text>
                    <Box
                      style={{
                        display: 'grid',
                        gridTemplateColumns: LEVEL_COLUMNS,
                        gap: 8,
                        flex: 1,
                      }}
                    >
                      {field('smallBlind', 'small blind', 1)}
                      {field('bigBlind', 'big blind', 2)}
                      {field('ante', 'ante', 0)}
                      {field('durationMinutes', 'duration in minutes', 1)}
                    </Box>
                    <RemoveRowButton
                      index={index}
                      label="level"
                      onRemove={() => form.removeListItem('levels', index)}
                    />
                  </Group>
                  {errors.length > 0 && (
                    <Text id={errorId} c="red" fz="xs" ml={30} mt={2}>
                      {errors.join(' · ')}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={addLevel}
            mt="sm"
            size="sm"
          >
            Add level
          </Button>
        </Box>

        <Divider />

        <Box component="fieldset" p={0} m={0} style={{ border: 0 }}>
          <Group justify="space-between" mb="xs">
            <Text component="legend" fw={700}>
              Chips
            </Text>
            <Text c="dimmed" fz="xs">
              {form.values.chips.length} {form.values.chips.length === 1 ? 'chip' : 'chips'}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" aria-hidden>
            <Box style={{ display: 'grid', gridTemplateColumns: CHIP_COLUMNS, gap: 8, flex: 1 }}>
              {['Value', 'Colour', 'Quantity'].map((label) => (
                <Text key={label} fz="xs" fw={600} c="dimmed">
                  {label}
                </Text>
              ))}
            </Box>
            <Box w={28} />
          </Group>
          <Stack gap={6} mt={6}>
            {form.values.chips.map((row, index) => {
              const errors = rowErrors(`chips.${index}.`);
              const errorId = `chip-${row.key}-error`;
              const described = errors.length > 0 ? errorId : undefined;
              const number = (name: 'value' | 'quantity', label: string) => {
                const { error, ...input } = form.getInputProps(`chips.${index}.${name}`);
                return (
                  <NumberInput
                    {...input}
                    aria-label={`Chip ${index + 1} ${label}`}
                    aria-describedby={described}
                    error={Boolean(error)}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    thousandSeparator=","
                    hideControls
                    size="sm"
                  />
                );
              };
              const { error: colorError, ...colorInput } = form.getInputProps(
                `chips.${index}.color`,
              );
              return (
                <Box key={row.key}>
                  <Group gap="xs" wrap="nowrap" align="center">
                    <Box
                      style={{
                        display: 'grid',
                        gridTemplateColumns: CHIP_COLUMNS,
                        gap: 8,
                        flex: 1,
                      }}
                    >
                      {number('value', 'value')}
                      <ColorInput
                        {...colorInput}
                        aria-label={`Chip ${index + 1} colour`}
                        aria-describedby={described}
                        error={Boolean(colorError)}
                        format="hex"
                        swatches={SWATCHES}
                        swatchesPerRow={5}
                        withEyeDropper={false}
                        maxLength={textLimits.chipColor.max}
                        closeOnColorSwatchClick
                        size="sm"
                      />
                      {number('quantity', 'quantity')}
                    </Box>
                    <RemoveRowButton
                      index={index}
                      label="chip"
                      onRemove={() => form.removeListItem('chips', index)}
                    />
                  </Group>
                  {errors.length > 0 && (
                    <Text id={errorId} c="red" fz="xs" mt={2}>
                      {errors.join(' · ')}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={addChip}
            mt="sm"
            size="sm"
          >
            Add chip
          </Button>
        </Box>

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Removes a level or chip row; the first row stays (SPEC §5), so it gets a spacer instead. */
function RemoveRowButton(props: { index: number; label: string; onRemove: () => void }) {
  if (props.index === 0) return <Box w={28} />;
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size={28}
      onClick={props.onRemove}
      aria-label={`Remove ${props.label} ${props.index + 1}`}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}
