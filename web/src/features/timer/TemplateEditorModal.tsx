// The template editor (docs/product.md §2, §5): name; blind rows (small blind, big blind, ante, duration)
// with Add level, Add break (a break row: its note and minutes, no blinds; §10) and remove (not on
// the first row); chip rows (value, colour, quantity) with Add
// chip and remove (not on the first row); Cancel and Save Template. The rules and messages are
// core's, the same ones the server applies.
import {
  Button,
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
import { useMediaQuery } from '@mantine/hooks';
import { IconCoffee, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { playingLevelNumber } from '../../../../core/breaks';
import { textLimits } from '../../../../core/limits';
import {
  emptyTemplateDraft,
  templateFieldErrors,
  templateToDraft,
  validateTemplateDraft,
  type TemplateDraft,
} from '../../../../core/template-editor';
import type { TournamentTemplate } from '../../../../core/templates';
import { ChipColorSelect } from './ChipColorSelect';
import { EditableRowList } from './EditableRowList';
import {
  nextBreakRow,
  nextChipRow,
  nextLevelRow,
  toDraft,
  toValues,
  type ChipRow,
  type EditorValues,
  type LevelRow,
} from './editorValues';

const LEVEL_COLUMNS = [
  { label: 'Small blind', width: '1fr' },
  { label: 'Big blind', width: '1fr' },
  { label: 'Ante', width: '1fr' },
  { label: 'Minutes', width: '1fr' },
] as const;

const CHIP_COLUMNS = [
  { label: 'Value', width: '1fr' },
  { label: 'Colour', width: '1.5fr' },
  { label: 'Quantity', width: '1fr' },
] as const;

/**
 * A row cell's name, invalid mark and link to the errors beneath its row. Mantine would replace
 * our aria-describedby with its own (none: the message is not its error text), so its aria
 * attributes are turned off and set here.
 */
function rowCellAria(label: string, error: unknown, describedBy: string | undefined) {
  return {
    withAria: false,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
}

/** "8 levels", or "6 levels · 2 breaks". */
function levelCount(rows: readonly LevelRow[]): string {
  const breaks = rows.filter((row) => row.isBreak).length;
  const levels = rows.length - breaks;
  const text = `${levels} ${levels === 1 ? 'level' : 'levels'}`;
  return breaks === 0 ? text : `${text} · ${breaks} ${breaks === 1 ? 'break' : 'breaks'}`;
}

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

  /** A whole-number cell; its error shows beneath the row, so the input is only marked. */
  const numberCell = (path: string, label: string, min: number, describedBy?: string) => {
    const { error, ...input } = form.getInputProps(path);
    return (
      <NumberInput
        {...input}
        {...rowCellAria(label, error, describedBy)}
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

  /** "Level 3" for playing rows (breaks are not counted), "Break 2" for break rows. */
  const levelName = (index: number) => {
    const rows = form.values.levels;
    const number = playingLevelNumber(rows, index);
    if (number !== null) return `Level ${number}`;
    return `Break ${rows.slice(0, index + 1).filter((row) => row.isBreak).length}`;
  };

  const levelCells = (row: LevelRow, index: number, describedBy?: string) => {
    const name = levelName(index);
    type NumberName = 'smallBlind' | 'bigBlind' | 'ante' | 'durationMinutes';
    const cell = (field: NumberName, label: string, min: number) =>
      numberCell(`levels.${index}.${field}`, `${name} ${label}`, min, describedBy);
    if (row.isBreak) {
      const { error, ...note } = form.getInputProps(`levels.${index}.note`);
      return (
        <>
          <TextInput
            {...note}
            {...rowCellAria(`${name} note`, error, describedBy)}
            error={Boolean(error)}
            placeholder="Break, e.g. Colour up the 25s"
            maxLength={textLimits.breakNote.max}
            size="sm"
            style={{ gridColumn: 'span 3' }}
          />
          {cell('durationMinutes', 'duration in minutes', 1)}
        </>
      );
    }
    return (
      <>
        {cell('smallBlind', 'small blind', 1)}
        {cell('bigBlind', 'big blind', 2)}
        {cell('ante', 'ante', 0)}
        {cell('durationMinutes', 'duration in minutes', 1)}
      </>
    );
  };

  const chipCells = (_row: ChipRow, index: number, describedBy?: string) => {
    const { error: colorError, ...colorInput } = form.getInputProps(`chips.${index}.color`);
    return (
      <>
        {numberCell(`chips.${index}.value`, `Chip ${index + 1} value`, 1, describedBy)}
        <ChipColorSelect
          value={String(colorInput.value ?? '')}
          onChange={(hex) => form.setFieldValue(`chips.${index}.color`, hex)}
          onBlur={colorInput.onBlur}
          onFocus={colorInput.onFocus}
          {...rowCellAria(`Chip ${index + 1} colour`, colorError, describedBy)}
          error={Boolean(colorError)}
          size="sm"
        />
        {numberCell(`chips.${index}.quantity`, `Chip ${index + 1} quantity`, 1, describedBy)}
      </>
    );
  };

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

        <EditableRowList
          legend="Blind levels"
          noun={['level', 'levels']}
          columns={LEVEL_COLUMNS}
          numbered
          numberOf={(row, index) =>
            row.isBreak ? (
              <IconCoffee size={16} aria-label={levelName(index)} />
            ) : (
              playingLevelNumber(form.values.levels, index)
            )
          }
          removeLabel={(_row, index) => `Remove ${levelName(index).toLowerCase()}`}
          countText={levelCount(form.values.levels)}
          rows={form.values.levels}
          errorsOf={(index) => rowErrors(`levels.${index}.`)}
          renderCells={levelCells}
          onAdd={() => form.insertListItem('levels', nextLevelRow(form.values.levels))}
          onRemove={(index) => form.removeListItem('levels', index)}
          moreActions={
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('levels', nextBreakRow())}
              size="sm"
            >
              Add break
            </Button>
          }
        />

        {typeof form.errors.levels === 'string' && (
          <Text c="red" fz="xs" mt={-8} role="alert">
            {form.errors.levels}
          </Text>
        )}

        <Divider />

        <EditableRowList
          legend="Chips"
          noun={['chip', 'chips']}
          columns={CHIP_COLUMNS}
          rows={form.values.chips}
          errorsOf={(index) => rowErrors(`chips.${index}.`)}
          renderCells={chipCells}
          onAdd={() => form.insertListItem('chips', nextChipRow(form.values.chips.at(-1)))}
          onRemove={(index) => form.removeListItem('chips', index)}
        />

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
