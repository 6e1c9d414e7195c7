// One table's seat map (docs/product.md §2 Event detail, §5 Seats): a round table with numbered seats.
// A free seat reserves on click for players (viewerCan.reserveSeat), or, once you sit at this
// table, moves you there ("Move here": one seat per table, so reserving would only be refused);
// your own seat releases on click; the host (viewerCan.manageTables) releases anyone's. Each seat
// is a button named for what it does, so the map works from the keyboard and a screen reader.
import { Badge, Group, Loader, Text, Tooltip } from '@mantine/core';
import { graphql } from '../../gql';
import type { SeatMap_TableFragment } from '../../gql/graphql';
import { personName, initials } from '../../ui/eventText';
import classes from './SeatMap.module.css';

export const SEAT_MAP_TABLE_FRAGMENT = graphql(`
  fragment SeatMap_table on EventTable {
    id
    name
    maxSeats
    seats {
      seatNumber
      player {
        ...PersonName_user
      }
    }
  }
`);

export interface SeatMapProps {
  table: SeatMap_TableFragment;
  viewerId: string | null;
  canReserve: boolean;
  canManage: boolean;
  /** The seat whose write is running, if any. */
  busySeat: number | null;
  onReserve: (seatNumber: number) => void;
  /** Moves the viewer's seat at this table to `seatNumber`. */
  onMove: (seatNumber: number) => void;
  onRelease: (seatNumber: number) => void;
}

/** Where seat `n` of `count` sits, as percentages of the map: seat 1 at the top, clockwise. */
export function seatPosition(n: number, count: number) {
  const angle = -Math.PI / 2 + ((n - 1) * 2 * Math.PI) / count;
  return { left: 50 + 42 * Math.cos(angle), top: 50 + 39 * Math.sin(angle) };
}

export function SeatMap({
  table,
  viewerId,
  canReserve,
  canManage,
  busySeat,
  onReserve,
  onMove,
  onRelease,
}: SeatMapProps) {
  const taken = table.seats.length;
  const seated = table.seats.some((seat) => seat.player.id === viewerId);
  return (
    <div>
      <div className={classes.map} role="group" aria-label={`${table.name} seats`}>
        <div className={classes.table} aria-hidden>
          <div className={classes.tableName}>{table.name}</div>
          <div className={classes.tableCount}>
            {taken}/{table.maxSeats} seats taken
          </div>
        </div>
        {Array.from({ length: table.maxSeats }, (_, index) => {
          const number = index + 1;
          const holder = table.seats.find((seat) => seat.seatNumber === number)?.player ?? null;
          const mine = !!holder && holder.id === viewerId;
          const state = !holder ? 'free' : mine ? 'mine' : 'taken';
          const busy = busySeat === number;
          let label: string;
          let action: (() => void) | null = null;
          if (!holder && canReserve && seated) {
            label = `Move to seat ${number}`;
            action = () => onMove(number);
          } else if (!holder) {
            label = canReserve ? `Reserve seat ${number}` : `Seat ${number}: free`;
            if (canReserve) action = () => onReserve(number);
          } else if (mine) {
            label = `Release seat ${number} (your seat)`;
            action = () => onRelease(number);
          } else if (canManage) {
            label = `Release seat ${number} (${personName(holder)})`;
            action = () => onRelease(number);
          } else {
            label = `Seat ${number}: ${personName(holder)}`;
          }
          const tip = !holder
            ? `Seat ${number} · ${canReserve && seated ? 'Move here' : 'free'}`
            : `Seat ${number} · ${mine ? 'You' : personName(holder)}`;
          const { left, top } = seatPosition(number, table.maxSeats);
          return (
            <Tooltip
              key={number}
              label={tip}
              withArrow
              openDelay={150}
              events={{ hover: true, focus: true, touch: false }}
            >
              <button
                type="button"
                className={classes.seat}
                style={{ left: `${left}%`, top: `${top}%` }}
                data-state={state}
                data-actionable={!!action && !busy}
                data-busy={busy}
                aria-label={label}
                aria-disabled={!action || busy}
                onClick={() => {
                  if (action && busySeat === null) action();
                }}
              >
                {busy ? (
                  <Loader size={16} color={state === 'free' ? 'felt' : 'white'} aria-hidden />
                ) : holder ? (
                  // Drawn by CSS, like an avatar picture: the button's name already says who
                  // sits there, and initials as text would not match that name (WCAG 2.5.3).
                  <span className={classes.initials} data-initials={initials(holder)} />
                ) : (
                  number
                )}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <Group gap="md" justify="center" mt="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          <span className={classes.legend} data-state="free" /> Free
        </Text>
        <Text size="xs" c="dimmed">
          <span className={classes.legend} data-state="taken" /> Taken
        </Text>
        <Text size="xs" c="dimmed">
          <span className={classes.legend} data-state="mine" /> Yours
        </Text>
      </Group>
      {taken > 0 && (
        <Group
          component="ul"
          gap={6}
          justify="center"
          mt={8}
          p={0}
          m={0}
          aria-label={`${table.name} seating`}
        >
          {[...table.seats]
            .sort((a, b) => a.seatNumber - b.seatNumber)
            .map((seat) => (
              <Badge
                component="li"
                key={seat.seatNumber}
                variant={seat.player.id === viewerId ? 'filled' : 'light'}
                color={seat.player.id === viewerId ? 'chip' : 'gray'}
                c={seat.player.id === viewerId ? 'dark.9' : undefined}
                tt="none"
                fw={600}
                radius="sm"
              >
                Seat {seat.seatNumber} ·{' '}
                {seat.player.id === viewerId ? 'You' : personName(seat.player)}
              </Badge>
            ))}
        </Group>
      )}
    </div>
  );
}
