// Attendance over time (issue 13's dashboard): players at each completed game of the last six
// months, as a bar chart (@mantine/charts, loaded with this page only). The chart is a picture;
// its summary line and a table screen readers read (visually hidden) carry the same figures.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { SectionCard } from '../../ui/SectionCard';
import { useViewerZone } from '../../ui/eventText';
import { attendanceSeries, attendanceSummary, type AttendedEvent } from './adminText';

export function AttendanceCard({ events, now }: { events: AttendedEvent[]; now?: Date }) {
  const { timeZone } = useViewerZone();
  const points = useMemo(
    () => attendanceSeries(events, now ?? new Date(), timeZone),
    [events, now, timeZone],
  );
  const summary = attendanceSummary(points);
  return (
    <SectionCard titleId="attendance-title" title="Attendance" icon={IconChartBar}>
      <Text size="sm" c="dimmed" mb={points.length > 0 ? 'md' : 0}>
        {summary}
      </Text>
      {points.length > 0 && (
        <>
          <BarChart
            aria-hidden
            h={240}
            data={points}
            dataKey="label"
            series={[{ name: 'players', label: 'Players', color: 'felt.6' }]}
            tickLine="none"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false }}
            tooltipAnimationDuration={0}
            // The picture stays out of the keyboard's way too: Recharts' accessibility layer
            // makes the svg focusable, a stop inside aria-hidden that announces nothing (axe
            // aria-hidden-focus). The summary and the hidden table carry the figures.
            barChartProps={{ accessibilityLayer: false }}
            maxBarWidth={36}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
          />
          <VisuallyHidden>
            <Table>
              <caption>Players per game</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Game</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Players</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((point) => (
                  <Table.Tr key={point.id}>
                    <Table.Td>{point.title}</Table.Td>
                    <Table.Td>{point.label}</Table.Td>
                    <Table.Td>{point.players}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </SectionCard>
  );
}
