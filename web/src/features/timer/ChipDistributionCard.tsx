// The Chip Distribution card: each chip's colour, value and quantity, and the starting stack.
import { Box, Group, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { chipColorName, type Chip } from '../../../../core/templates';
import { formatChips } from './format';
import { TimerTableCard } from './TimerTableCard';

/** A chip drawn as a poker chip: its colour with a dashed inlay. */
export function ChipSwatch({ color, size = 28 }: { color: string; size?: number }) {
  return (
    <Box
      aria-hidden
      style={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        background: color,
        boxShadow: `inset 0 0 0 ${Math.round(size / 9)}px ${color}, inset 0 0 0 ${Math.round(size / 5)}px rgba(255,255,255,0.85), 0 0 0 1px rgba(0,0,0,0.2)`,
        border: `${Math.max(2, Math.round(size / 9))}px dashed rgba(255,255,255,0.9)`,
      }}
    />
  );
}

export function ChipDistributionCard({ name, chips }: { name: string; chips: Chip[] }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const stack = chips.reduce((sum, chip) => sum + chip.value * chip.quantity, 0);
  const count = chips.reduce((sum, chip) => sum + chip.quantity, 0);
  return (
    <TimerTableCard
      titleId="chip-distribution-title"
      title="Chip Distribution"
      name={name}
      phone={phone}
    >
      <Table
        verticalSpacing={8}
        horizontalSpacing={phone ? 6 : 'sm'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Colour</Table.Th>
            <Table.Th scope="col" ta="right">
              Value
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Quantity
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chips.map((chip, index) => (
            <Table.Tr key={`${index}-${chip.value}`}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ChipSwatch color={chip.color} />
                  <Text fz="sm">{chipColorName(chip.color)}</Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatChips(chip.value)}
              </Table.Td>
              <Table.Td ta="right">× {chip.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Starting stack</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatChips(stack)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {count} chips
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TimerTableCard>
  );
}
