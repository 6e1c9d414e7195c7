// During a game night the event page leads with the clock; everything else about the event (its
// facts and actions, players, invitations, tables) waits folded in "Event details" below, one
// button away (docs/product.md §10). The button says whether it is open (aria-expanded) and
// names the region it opens, so it works from the keyboard and a screen reader alike.
import { Card, Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export function EventDetailsFold({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="lg" component="section" aria-labelledby="event-details-title">
      <Card padding={0}>
        <Title order={2} fz="h3" m={0} id="event-details-title">
          <UnstyledButton
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="event-details"
            px="lg"
            py="md"
            w="100%"
            fz="inherit"
            fw="inherit"
          >
            <Group justify="space-between" wrap="nowrap" component="span">
              <Group gap="xs" wrap="nowrap" component="span">
                <IconInfoCircle size={22} aria-hidden color="var(--mantine-color-felt-7)" />
                Event details
              </Group>
              <Group gap="xs" wrap="nowrap" component="span">
                <Text span size="sm" fw={400} c="dimmed" visibleFrom="xs" aria-hidden>
                  {open ? 'Hide' : 'Players, invitations, tables'}
                </Text>
                <IconChevronDown
                  size={20}
                  aria-hidden
                  style={{
                    transform: open ? 'rotate(180deg)' : undefined,
                    transition: 'transform 150ms ease',
                  }}
                />
              </Group>
            </Group>
          </UnstyledButton>
        </Title>
      </Card>
      <Collapse expanded={open} id="event-details">
        {open && <Stack gap="lg">{children}</Stack>}
      </Collapse>
    </Stack>
  );
}
