// The template editor's chip colour: a choice of named colours, each with its chip swatch, so the
// editor says "Red" as the Chip Distribution card does (a hex field showed "#ff0000" beside
// it). A colour saved outside the palette stays selectable, shown by its hex code.
import { Group, Select, type SelectProps } from '@mantine/core';
import { CHIP_PALETTE, chipColorName } from '../../../../core/templates';
import { ChipSwatch } from './ChipDistributionCard';

export type ChipColorSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (hex: string) => void;
};

export function ChipColorSelect({ value, onChange, ...props }: ChipColorSelectProps) {
  const current = value.toLowerCase();
  const options = CHIP_PALETTE.map(({ name, hex }) => ({ value: hex, label: name }));
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: chipColorName(current) });
  }
  return (
    <Select
      {...props}
      data={options}
      value={current || null}
      onChange={(hex) => hex && onChange(hex)}
      allowDeselect={false}
      leftSection={current ? <ChipSwatch color={current} size={18} /> : null}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ChipSwatch color={option.value} size={18} />
          {option.label}
        </Group>
      )}
    />
  );
}
