// A list's heading inside a dashboard card ("Balances", "Payments"): small capitals, dimmed, an
// h3 under the card's h2, with the id its list is labelled by.
import { Title } from '@mantine/core';

export function ListHeading({ id, children }: { id: string; children: string }) {
  return (
    <Title order={3} fz="sm" fw={700} c="dimmed" tt="uppercase" id={id}>
      {children}
    </Title>
  );
}
