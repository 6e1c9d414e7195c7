// A dollar amount as players type it (buy-ins, prizes): never negative, at most two decimals,
// thousands separated; the form turns it into cents (core/format's dollarsToCents).
import { NumberInput, type NumberInputProps } from '@mantine/core';

export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={2}
      thousandSeparator=","
      hideControls
      size="md"
      {...props}
    />
  );
}
