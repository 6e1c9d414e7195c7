// The Templates dropdown: built-in templates for everyone and, when signed in, my custom ones,
// with + to create a template and edit/delete for the chosen custom template only.
import { ActionIcon, Group, Select, Tooltip, type ComboboxItemGroup } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TournamentTemplate } from '../../../../core/templates';

export interface TemplatePickerProps {
  builtIn: readonly TournamentTemplate[];
  custom: readonly TournamentTemplate[];
  /** The template the clock runs, which may no longer be listed (e.g. after signing out). */
  current: { id: string; name: string };
  signedIn: boolean;
  busy: boolean;
  onChoose: (id: string) => void;
  onCreate: () => void;
  onEdit: (template: TournamentTemplate) => void;
  onDelete: (template: TournamentTemplate) => void;
}

export function TemplatePicker(props: TemplatePickerProps) {
  const { builtIn, custom, current, signedIn } = props;
  const listed = [...builtIn, ...custom].some((t) => t.id === current.id);
  const data: ComboboxItemGroup<{ value: string; label: string }>[] = [
    { group: 'Built-in', items: builtIn.map((t) => ({ value: t.id, label: t.name })) },
  ];
  const mine = custom.map((t) => ({ value: t.id, label: t.name }));
  if (!listed) mine.push({ value: current.id, label: current.name });
  if (mine.length > 0) data.push({ group: signedIn ? 'My templates' : 'In use', items: mine });

  const editable = custom.find((t) => t.id === current.id && !t.builtIn);

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
      <Select
        label="Templates"
        data={data}
        value={current.id}
        onChange={(value) => value && props.onChoose(value)}
        allowDeselect={false}
        checkIconPosition="right"
        w={{ base: 'auto', sm: 280 }}
        style={{ flex: '1 1 auto', minWidth: 0 }}
        comboboxProps={{ shadow: 'md' }}
      />
      {signedIn && (
        <Tooltip label="Create template">
          <ActionIcon
            size={42}
            variant="filled"
            onClick={props.onCreate}
            aria-label="Create template"
          >
            <IconPlus size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {editable && (
        <>
          <Tooltip label="Edit template">
            <ActionIcon
              size={42}
              variant="default"
              onClick={() => props.onEdit(editable)}
              aria-label="Edit template"
              disabled={props.busy}
            >
              <IconPencil size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete template">
            <ActionIcon
              size={42}
              variant="default"
              color="red"
              onClick={() => props.onDelete(editable)}
              aria-label="Delete template"
              loading={props.busy}
            >
              <IconTrash size={20} color="var(--mantine-color-red-7)" />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}
