// Tables and seats (docs/product.md §2, §5, §6): a seat map per table; the host adds tables (6 to 10 seats,
// 9 by default) and removes them; players reserve, move and release seats; the host releasing
// someone else's seat confirms first and can undo it from the toast. Server messages such as
// "This seat is already taken" are shown as they come.
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArmchair, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_SEATS, MAX_SEATS, MIN_SEATS } from '../../../../core/events';
import { textLimits } from '../../../../core/limits';
import { tableErrors } from '../../../../core/tables';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { SectionCard } from '../../ui/SectionCard';
import { notifySuccess } from '../../ui/notify';
import { useMutationAction } from '../../ui/useMutationAction';
import {
  ADD_TABLE_MUTATION,
  MOVE_SEAT_MUTATION,
  RELEASE_SEAT_MUTATION,
  REMOVE_TABLE_MUTATION,
  RESERVE_SEAT_MUTATION,
} from './seatDocuments';
import type { SeatMap_TableFragment } from '../../gql/graphql';
import { personName } from '../../ui/eventText';
import { SeatMap } from './SeatMap';

type Seated = SeatMap_TableFragment['seats'][number]['player'];

function AddTableForm({
  eventId,
  defaultName,
  onDone,
}: {
  eventId: string;
  defaultName: string;
  onDone: () => void;
}) {
  const [addTable] = useMutation(ADD_TABLE_MUTATION);
  const { busy, run } = useMutationAction();
  const loading = busy !== null;
  const form = useForm<{ name: string; maxSeats: number | string }>({
    initialValues: { name: defaultName, maxSeats: DEFAULT_SEATS },
    validate: ({ name, maxSeats }) =>
      tableErrors({ name, maxSeats: maxSeats === '' ? null : Number(maxSeats) }),
  });

  const submit = form.onSubmit(
    ({ name, maxSeats }) =>
      void run(
        'add',
        () => addTable({ variables: { eventId, name: name.trim(), maxSeats: Number(maxSeats) } }),
        { success: 'Table added', failure: 'Failed to add table', onSuccess: onDone },
      ),
  );

  return (
    <ModalForm
      label="Add Table"
      submitLabel="Add Table"
      busy={loading}
      onSubmit={submit}
      onCancel={onDone}
    >
      <TextInput
        label="Table Name"
        required
        data-autofocus
        maxLength={textLimits.tableName.max}
        {...form.getInputProps('name')}
      />
      <NumberInput
        label="Seats"
        description={`${MIN_SEATS} to ${MAX_SEATS} seats`}
        required
        min={MIN_SEATS}
        max={MAX_SEATS}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        size="md"
        {...form.getInputProps('maxSeats')}
      />
    </ModalForm>
  );
}

export interface TablesSectionProps {
  eventId: string;
  tables: SeatMap_TableFragment[];
  viewerId: string | null;
  canReserve: boolean;
  canManage: boolean;
}

export function TablesSection({
  eventId,
  tables,
  viewerId,
  canReserve,
  canManage,
}: TablesSectionProps) {
  const [adding, setAdding] = useState(false);
  const seats = useMutationAction<{ tableId: string; seat: number }>();
  const removal = useMutationAction();
  const confirm = useConfirmDialog();
  const [reserveSeat] = useMutation(RESERVE_SEAT_MUTATION);
  const [releaseSeat] = useMutation(RELEASE_SEAT_MUTATION);
  const [moveSeat] = useMutation(MOVE_SEAT_MUTATION);
  const [removeTable] = useMutation(REMOVE_TABLE_MUTATION);

  function seatAction(tableId: string, seat: number, kind: 'reserve' | 'move' | 'release') {
    const variables = { tableId, seatNumber: seat };
    const write = {
      reserve: () => reserveSeat({ variables }),
      move: () => moveSeat({ variables }),
      release: () => releaseSeat({ variables }),
    }[kind];
    const toasts = {
      reserve: { success: `Seat ${seat} reserved`, failure: 'Failed to reserve seat' },
      move: { success: `Moved to seat ${seat}`, failure: 'Failed to move seat' },
      release: { success: `Seat ${seat} released`, failure: 'Failed to release seat' },
    }[kind];
    return seats.run<unknown>({ tableId, seat }, write, toasts);
  }

  /** Puts a released player back in their seat (the Undo in the release toast). */
  function undoRelease(tableId: string, seat: number, player: Seated, toastId: string) {
    notifications.hide(toastId);
    void seats.run<unknown>(
      { tableId, seat },
      () => reserveSeat({ variables: { tableId, seatNumber: seat, playerId: player.id } }),
      {
        success: `${personName(player)} is back in seat ${seat}`,
        failure: 'Failed to reserve seat',
      },
    );
  }

  /**
   * The host releasing someone else's seat asks first (it is that player's choice undone), then
   * offers Undo in the toast for as long as it shows.
   */
  function confirmReleaseOther(table: SeatMap_TableFragment, seat: number, player: Seated) {
    const name = personName(player);
    confirm.ask({
      title: 'Release Seat',
      message: `Release seat ${seat} at ${table.name}, held by ${name}? ${name} can pick a seat again.`,
      confirmLabel: 'Release Seat',
      onConfirm: () => {
        const variables = { tableId: table.id, seatNumber: seat };
        return seats.run<unknown>({ tableId: table.id, seat }, () => releaseSeat({ variables }), {
          failure: 'Failed to release seat',
          onSuccess: () => {
            const toastId = `released-${table.id}-${seat}-${Date.now()}`;
            notifySuccess(
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <span style={{ minWidth: 0 }}>
                  Seat {seat} released ({name})
                </span>
                <Button
                  size="compact-sm"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  onClick={() => undoRelease(table.id, seat, player, toastId)}
                >
                  Undo
                </Button>
              </Group>,
              { id: toastId, autoClose: 10_000 },
            );
          },
        });
      },
    });
  }

  function confirmRemove(table: SeatMap_TableFragment) {
    confirm.ask({
      title: 'Remove Table',
      message: (
        <>
          Remove {table.name}?{' '}
          {table.seats.length > 0 ? 'Its seat reservations will be released.' : ''}
        </>
      ),
      confirmLabel: 'Remove Table',
      onConfirm: () =>
        removal.run(table.id, () => removeTable({ variables: { tableId: table.id } }), {
          success: 'Table removed',
          failure: 'Failed to remove table',
        }),
    });
  }

  return (
    <SectionCard
      titleId="tables-title"
      title="Tables"
      icon={IconArmchair}
      action={
        canManage && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add Table
          </Button>
        )
      }
    >
      {tables.length === 0 ? (
        <Stack align="center" gap={6} py="lg" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconArmchair size={28} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600}>No tables yet</Text>
          <Text size="sm" c="dimmed" maw={360}>
            {canManage
              ? 'Add a table so players can pick their seats.'
              : "The host hasn't set up any tables yet."}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: tables.length > 1 ? 2 : 1 }} spacing="xl">
          {tables.map((table) => (
            <section key={table.id} aria-label={table.name}>
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text fw={700} truncate="end">
                  {table.name}
                </Text>
                {canManage && (
                  <Tooltip label="Remove table">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${table.name}`}
                      onClick={() => confirmRemove(table)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              <SeatMap
                table={table}
                viewerId={viewerId}
                canReserve={canReserve}
                canManage={canManage}
                busySeat={seats.busy?.tableId === table.id ? seats.busy.seat : null}
                onReserve={(seat) => void seatAction(table.id, seat, 'reserve')}
                onMove={(seat) => void seatAction(table.id, seat, 'move')}
                onRelease={(seat) => {
                  const holder = table.seats.find((s) => s.seatNumber === seat)?.player;
                  if (holder && holder.id !== viewerId) confirmReleaseOther(table, seat, holder);
                  else void seatAction(table.id, seat, 'release');
                }}
              />
            </section>
          ))}
        </SimpleGrid>
      )}

      <FormModal opened={adding} onClose={() => setAdding(false)} title="Add Table">
        <AddTableForm
          eventId={eventId}
          defaultName={`Table ${tables.length + 1}`}
          onDone={() => setAdding(false)}
        />
      </FormModal>
      <ConfirmDialog {...confirm.dialog} />
    </SectionCard>
  );
}
