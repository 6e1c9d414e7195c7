// One editable list of the template editor (blind levels, chips): a legend with the row count,
// column headings, a grid row of inputs per item with its remove button (none on the first row:
// docs/product.md §5 keeps one), the row's errors beneath it, and an add button.
import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RowListColumn {
  label: string;
  /** Its share of the row, as a CSS grid fraction (`1fr`, `1.5fr`). */
  width: string;
}

export interface EditableRowListProps<Row extends { key: string }> {
  legend: string;
  /** What one row is, singular and plural: `['level', 'levels']`. */
  noun: readonly [string, string];
  columns: readonly RowListColumn[];
  /** Shows each row's number before it. */
  numbered?: boolean;
  /** What stands before a numbered row, when not its position (levels: breaks are not counted). */
  numberOf?: (row: Row, index: number) => ReactNode;
  /** The remove button's name, when not "Remove level 3". */
  removeLabel?: (row: Row, index: number) => string;
  /** The row count at the top right, when not "3 levels". */
  countText?: string;
  /** More buttons beside the add button (levels: Add break). */
  moreActions?: ReactNode;
  rows: readonly Row[];
  /** The messages of row `index`, shown beneath it. */
  errorsOf: (index: number) => string[];
  /** The row's inputs, one per column; `describedBy` points them at the row's errors. */
  renderCells: (row: Row, index: number, describedBy: string | undefined) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

const NUMBER_WIDTH = 22;
const REMOVE_WIDTH = 28;
const GAP = 8;

export function EditableRowList<Row extends { key: string }>({
  legend,
  noun: [one, many],
  columns,
  numbered = false,
  numberOf,
  removeLabel,
  countText,
  moreActions,
  rows,
  errorsOf,
  renderCells,
  onAdd,
  onRemove,
}: EditableRowListProps<Row>) {
  const grid = {
    display: 'grid',
    gridTemplateColumns: columns.map((column) => `minmax(0, ${column.width})`).join(' '),
    gap: GAP,
    flex: 1,
  };

  return (
    // The legend is the fieldset's first child, or it does not name the group; floated, it lays
    // out as a line of its own, with the row count at its right.
    <Box component="fieldset" p={0} m={0} pos="relative" style={{ border: 0 }}>
      <Text component="legend" fw={700} p={0} mb="xs" w="100%" style={{ float: 'left' }}>
        {legend}
      </Text>
      <Text c="dimmed" fz="xs" pos="absolute" top={4} right={0}>
        {countText ?? `${rows.length} ${rows.length === 1 ? one : many}`}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end" aria-hidden style={{ clear: 'both' }}>
        {numbered && <Box w={NUMBER_WIDTH} />}
        <Box style={grid}>
          {columns.map((column) => (
            <Text key={column.label} fz="xs" fw={600} c="dimmed" lh={1.2}>
              {column.label}
            </Text>
          ))}
        </Box>
        <Box w={REMOVE_WIDTH} />
      </Group>
      <Stack gap={6} mt={6}>
        {rows.map((row, index) => {
          const errors = errorsOf(index);
          const errorId = `${one}-${row.key}-error`;
          return (
            <Box key={row.key}>
              <Group gap="xs" wrap="nowrap" align="center">
                {numbered && (
                  <Text
                    component="div"
                    w={NUMBER_WIDTH}
                    ta="right"
                    fz="sm"
                    fw={700}
                    c="dimmed"
                    style={{ display: 'flex', justifyContent: 'flex-end', flex: 'none' }}
                  >
                    {numberOf ? numberOf(row, index) : index + 1}
                  </Text>
                )}
                <Box style={grid}>
                  {renderCells(row, index, errors.length > 0 ? errorId : undefined)}
                </Box>
                {index === 0 ? (
                  <Box w={REMOVE_WIDTH} />
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={REMOVE_WIDTH}
                    onClick={() => onRemove(index)}
                    aria-label={
                      removeLabel ? removeLabel(row, index) : `Remove ${one} ${index + 1}`
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              {errors.length > 0 && (
                <Text id={errorId} c="red" fz="xs" ml={numbered ? NUMBER_WIDTH + GAP : 0} mt={2}>
                  {errors.join(' · ')}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
      <Group gap="sm" mt="sm">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd} size="sm">
          Add {one}
        </Button>
        {moreActions}
      </Group>
    </Box>
  );
}
