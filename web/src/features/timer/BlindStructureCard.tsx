// The Blind Structure list: every level with its blinds, ante and minutes; the current level is
// highlighted and the levels already played are greyed. A break (docs/product.md §10) is a row
// of its own, "Break" and its note instead of blinds; only playing levels are numbered.
import { Badge, Group, ScrollArea, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { IconCoffee } from '@tabler/icons-react';
import { isBreakLevel, playingLevelNumber } from '../../../../core/breaks';
import type { BlindLevel } from '../../../../core/templates';
import { formatBlinds, formatChips } from './format';
import { TimerTableCard } from './TimerTableCard';

export interface BlindStructureCardProps {
  name: string;
  levels: BlindLevel[];
  currentIndex: number;
  finished: boolean;
}

export function BlindStructureCard({
  name,
  levels,
  currentIndex,
  finished,
}: BlindStructureCardProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLTableRowElement>(null);
  const phone = useMediaQuery('(max-width: 36em)');

  // Keep the current level in view inside the list (without scrolling the page).
  useEffect(() => {
    const box = viewport.current;
    const row = current.current;
    if (!box || !row) return;
    const top = row.offsetTop - box.clientHeight / 2 + row.clientHeight / 2;
    box.scrollTo({ top: Math.max(0, top) });
  }, [currentIndex, levels]);

  return (
    <TimerTableCard
      titleId="blind-structure-title"
      title="Blind Structure"
      name={name}
      phone={phone}
    >
      <ScrollArea.Autosize mah={560} viewportRef={viewport} type="auto" scrollbars="y">
        <Table
          verticalSpacing={8}
          horizontalSpacing={phone ? 6 : 'sm'}
          highlightOnHover={false}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Level</Table.Th>
              <Table.Th>Blinds</Table.Th>
              <Table.Th>Ante</Table.Th>
              <Table.Th ta="right">Duration</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((level, index) => {
              const isCurrent = index === currentIndex;
              const isPast = index < currentIndex || (finished && isCurrent);
              const isBreak = isBreakLevel(level);
              return (
                <Table.Tr
                  key={level.id}
                  ref={isCurrent ? current : undefined}
                  aria-current={isCurrent ? 'step' : undefined}
                  data-state={isCurrent ? 'current' : isPast ? 'past' : 'upcoming'}
                  data-break={isBreak || undefined}
                  bg={isCurrent && !finished ? 'felt.0' : undefined}
                  c={isPast ? 'dimmed' : undefined}
                  style={{
                    opacity: isPast ? 0.55 : 1,
                    boxShadow:
                      isCurrent && !finished
                        ? 'inset 4px 0 0 var(--mantine-color-felt-7)'
                        : undefined,
                  }}
                >
                  <Table.Td fw={isCurrent ? 800 : 600}>
                    <Group gap={6} wrap="nowrap">
                      {isBreak ? (
                        <IconCoffee size={16} aria-label="Break" />
                      ) : (
                        playingLevelNumber(levels, index)
                      )}
                      {isCurrent && !finished && (
                        <Badge size="xs" variant="filled" color="felt" visibleFrom="sm">
                          Now
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  {isBreak ? (
                    <Table.Td
                      colSpan={2}
                      fw={isCurrent ? 800 : 600}
                      c={isPast ? undefined : 'felt.8'}
                    >
                      Break{level.note ? ` · ${level.note}` : ''}
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td fw={isCurrent ? 800 : 500}>{formatBlinds(level)}</Table.Td>
                      <Table.Td>{level.ante > 0 ? formatChips(level.ante) : '—'}</Table.Td>
                    </>
                  )}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {level.durationMinutes} min
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </TimerTableCard>
  );
}
