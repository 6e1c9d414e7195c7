// Game night's players (issue 11) on the event page, live for the host and every player: who is
// still in (table and seat, rebuys, add-ons, knockouts) and who is out, by finishing place. The
// host records rebuys and add-ons, busts a player (BustModal) or restores a mistaken bust, draws
// seats and balances the tables, chops (ChopModal) or, with one player left, finishes. It stays
// live through the clock section's tournamentChanged subscription (documents.ts). Buttons
// show only where core/tournament.ts's rules (the server's) allow the action; the server still has
// the last word and its message is shown as it comes.
import { useMutation } from '@apollo/client/react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArmchair,
  IconArrowsShuffle,
  IconFlag,
  IconScale,
  IconScissors,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import {
  addOnProblem,
  bustProblem,
  chopProblem,
  finishProblem,
  rebuyProblem,
  restoreProblem,
} from '../../../../core/tournament';
import type {
  TournamentPlay_EventFragment,
  TournamentPlayersCard_TournamentFragment,
} from '../../gql/graphql';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { notifyInfo, notifySuccess } from '../../ui/notify';
import { initials, personName } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { useMutationAction } from '../../ui/useMutationAction';
import { BustModal, entryPlaces } from './BustModal';
import { ChopModal } from './ChopModal';
import {
  BALANCE_TABLES_MUTATION,
  DRAW_SEATS_MUTATION,
  FINISH_TOURNAMENT_MUTATION,
  RECORD_ADD_ON_MUTATION,
  RECORD_REBUY_MUTATION,
  RESTORE_PLAYER_MUTATION,
} from './playDocuments';
import { entryTally, seatText } from './playText';
import { useUndoToast } from './useUndoToast';
import { placeLabel } from '../../../../core/winners';

type Tournament = TournamentPlayersCard_TournamentFragment;
type Entry = Tournament['entries'][number];
type SeatMove = Tournament['seatMoves'][number];
type Action = `${'rebuy' | 'addOn' | 'restore'}:${string}` | 'draw' | 'balance' | 'finish';

function moveText(move: SeatMove): string {
  return `${personName(move.player)}: ${move.fromTable} seat ${move.fromSeat} → ${move.toTable} seat ${move.toSeat}`;
}

function SeatMoves({ moves }: { moves: readonly SeatMove[] }) {
  return (
    <List size="sm" spacing={2} aria-label="Table moves">
      {moves.map((move) => (
        <List.Item key={move.player.id}>{moveText(move)}</List.Item>
      ))}
    </List>
  );
}

function PlayerRow({
  entry,
  viewerId,
  actions,
}: {
  entry: Entry;
  viewerId: string | null;
  actions?: ReactNode;
}) {
  const nameId = useId();
  const out = entry.finishPlace != null;
  const seat = seatText(entry);
  const tally = entryTally(entry);
  const details = [
    out ? (entry.eliminatedBy ? `Busted by ${personName(entry.eliminatedBy)}` : null) : seat,
    tally || null,
  ].filter(Boolean);
  return (
    <Group
      component="li"
      gap="sm"
      justify="space-between"
      py={6}
      style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)' }}
      aria-labelledby={nameId}
    >
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
        {out ? (
          <Avatar radius="xl" size={36} color="gray" aria-hidden>
            {placeLabel(entry.finishPlace!)}
          </Avatar>
        ) : (
          <Avatar radius="xl" size={36} color="felt" aria-hidden>
            {initials(entry.player)}
          </Avatar>
        )}
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end" id={nameId} c={out ? 'dimmed' : undefined}>
            {out && <VisuallyHidden>{placeLabel(entry.finishPlace!)}: </VisuallyHidden>}
            {personName(entry.player)}
            {entry.player.id === viewerId && (
              <Text component="span" c="dimmed" fw={400}>
                {' '}
                (you)
              </Text>
            )}
          </Text>
          {details.length > 0 && (
            <Text size="sm" c="dimmed">
              {details.join(' · ')}
            </Text>
          )}
          {!out && !seat && (
            <Text size="sm" c="dimmed">
              No seat yet
            </Text>
          )}
        </Box>
      </Group>
      {actions && (
        <Group gap={6} wrap="nowrap" ml="auto">
          {actions}
        </Group>
      )}
    </Group>
  );
}

export function TournamentPlayersCard({
  event,
  viewerId,
}: {
  event: TournamentPlay_EventFragment;
  viewerId: string | null;
}) {
  // Live through the clock section's tournamentChanged subscription, which selects this card's
  // fragments too.
  const tournament = event.tournament;
  if (!tournament || tournament.phase === 'FINISHED') return null;
  return (
    <PlayersCard
      eventId={event.id}
      tournament={tournament}
      host={event.viewerCan.runTournament}
      viewerId={viewerId}
    />
  );
}

function PlayersCard({
  eventId,
  tournament,
  host,
  viewerId,
}: {
  eventId: string;
  tournament: NonNullable<TournamentPlay_EventFragment['tournament']>;
  host: boolean;
  viewerId: string | null;
}) {
  const { busy, run } = useMutationAction<Action>();
  const confirm = useConfirmDialog();
  const [bustId, setBustId] = useState<string | null>(null);
  const [chopping, setChopping] = useState(false);
  const offerUndo = useUndoToast(eventId);
  const [recordRebuy] = useMutation(RECORD_REBUY_MUTATION);
  const [recordAddOn] = useMutation(RECORD_ADD_ON_MUTATION);
  const [restorePlayer] = useMutation(RESTORE_PLAYER_MUTATION);
  const [drawSeats] = useMutation(DRAW_SEATS_MUTATION);
  const [balanceTables] = useMutation(BALANCE_TABLES_MUTATION);
  const [finishTournament] = useMutation(FINISH_TOURNAMENT_MUTATION);

  const { phase, entries } = tournament;
  const places = entryPlaces(entries);
  const stillIn = entries.filter((entry) => entry.finishPlace == null);
  const out = entries
    .filter((entry) => entry.finishPlace != null)
    .sort((a, b) => a.finishPlace! - b.finishPlace!);
  const seated = entries.some((entry) => entry.tableName != null);
  const tablesInUse = new Set(stillIn.map((entry) => entry.tableName).filter(Boolean)).size;
  const window = (amountCents: number, openLevels?: number | null) => ({
    phase,
    levelIndex: tournament.levelIndex,
    levels: tournament.template.levels,
    amountCents,
    openLevels,
  });
  const rebuyWindow = window(tournament.rebuyCents, tournament.rebuyLevels);
  const addOnWindow = window(tournament.addOnCents, tournament.addOnLevels);
  const canChop = !chopProblem(phase, places);
  const canFinish = !finishProblem(phase, places);
  const disabled = busy !== null;

  const buyIn = (entry: Entry, kind: 'rebuy' | 'addOn') => {
    const name = personName(entry.player);
    const variables = { eventId, userId: entry.player.id };
    void run<unknown>(
      `${kind}:${entry.player.id}`,
      () => (kind === 'rebuy' ? recordRebuy({ variables }) : recordAddOn({ variables })),
      kind === 'rebuy'
        ? {
            failure: 'Failed to record rebuy',
            onSuccess: () => offerUndo(`Rebuy recorded for ${name}`, 'REBUY', entry.player.id),
          }
        : {
            failure: 'Failed to record add-on',
            onSuccess: () => offerUndo(`Add-on recorded for ${name}`, 'ADD_ON', entry.player.id),
          },
    );
  };

  const confirmRestore = (entry: Entry) => {
    const name = personName(entry.player);
    confirm.ask({
      title: 'Restore Player',
      message: `Put ${name} back in? ${
        entry.eliminatedBy ? `${personName(entry.eliminatedBy)} loses the knockout, and p` : 'P'
      }layers who went out after ${name} each move up one place.`,
      confirmLabel: 'Restore Player',
      onConfirm: () =>
        run(
          `restore:${entry.player.id}`,
          () => restorePlayer({ variables: { eventId, userId: entry.player.id } }),
          { success: `${name} is back in`, failure: 'Failed to restore player' },
        ),
    });
  };

  const draw = () =>
    run('draw', () => drawSeats({ variables: { eventId } }), {
      success: 'Seats drawn',
      failure: 'Failed to draw seats',
    });

  const confirmDraw = () => {
    if (!seated) return void draw();
    confirm.ask({
      title: 'Draw Seats',
      message: 'Draw new seats for every player still in? Everyone’s current seat is replaced.',
      confirmLabel: 'Draw Seats',
      onConfirm: draw,
    });
  };

  const balance = () =>
    void run('balance', () => balanceTables({ variables: { eventId } }), {
      failure: 'Failed to balance tables',
      onSuccess: ({ data }) => {
        const moves = data?.balanceTables.tournament?.seatMoves ?? [];
        if (moves.length === 0) notifyInfo('The tables are already balanced');
        else
          notifySuccess(<SeatMoves moves={moves} />, {
            title: moves.length === 1 ? '1 player moved' : `${moves.length} players moved`,
            autoClose: 15_000,
          });
      },
    });

  const winner = stillIn.length === 1 ? stillIn[0]! : null;
  const confirmFinish = () => {
    if (!winner) return;
    confirm.ask({
      title: 'Finish Tournament',
      message: `${personName(winner.player)} wins. Record every place with its prize and bounties and complete the event?`,
      confirmLabel: 'Finish and Record Results',
      cancelLabel: 'Not Yet',
      onConfirm: () =>
        run('finish', () => finishTournament({ variables: { eventId } }), {
          success: 'Results recorded',
          failure: 'Failed to finish the tournament',
        }),
    });
  };

  const hostBar = host && (
    <Group gap="xs" mb="md">
      {winner && canFinish && (
        <Button
          leftSection={<IconFlag size={18} aria-hidden />}
          onClick={confirmFinish}
          loading={busy === 'finish'}
          disabled={disabled}
        >
          Finish and Record Results
        </Button>
      )}
      {stillIn.length > 1 && (
        <Button
          variant="light"
          leftSection={<IconArrowsShuffle size={18} aria-hidden />}
          onClick={confirmDraw}
          loading={busy === 'draw'}
          disabled={disabled}
        >
          Draw Seats
        </Button>
      )}
      {tablesInUse > 1 && (
        <Button
          variant="light"
          leftSection={<IconScale size={18} aria-hidden />}
          onClick={balance}
          loading={busy === 'balance'}
          disabled={disabled}
        >
          Balance Tables
        </Button>
      )}
      {canChop && (
        <Button
          variant="default"
          leftSection={<IconScissors size={18} aria-hidden />}
          onClick={() => setChopping(true)}
          disabled={disabled}
        >
          Chop
        </Button>
      )}
    </Group>
  );

  return (
    <SectionCard
      titleId="tournament-players-title"
      title="Tournament Players"
      icon={IconUsersGroup}
      badge={
        <Badge variant="light" size="lg" style={{ flexShrink: 0 }}>
          {stillIn.length} of {entries.length} left
        </Badge>
      }
    >
      {hostBar}
      {winner && (
        <Text mb="sm">
          <strong>{personName(winner.player)}</strong> is the last player standing.
          {!host && ' The host records the results.'}
        </Text>
      )}
      {tournament.seatMoves.length > 0 && (
        <Paper withBorder p="sm" mb="md" radius="md">
          <Group gap={6} mb={4}>
            <IconArmchair size={18} aria-hidden />
            <Text fw={600} size="sm">
              Latest table moves
            </Text>
          </Group>
          <SeatMoves moves={tournament.seatMoves} />
        </Paper>
      )}

      <Title order={3} fz="sm" tt="uppercase" c="dimmed" lts={0.5} mb={4} id="still-in-title">
        Still in
      </Title>
      <Stack component="ul" gap={0} p={0} m={0} aria-labelledby="still-in-title">
        {stillIn.map((entry) => {
          const id = entry.player.id;
          const actions = host && (
            <>
              {!rebuyProblem(rebuyWindow, places, id) && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => buyIn(entry, 'rebuy')}
                  loading={busy === `rebuy:${id}`}
                  disabled={disabled}
                >
                  Rebuy
                </Button>
              )}
              {!addOnProblem(addOnWindow, places, id) && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => buyIn(entry, 'addOn')}
                  loading={busy === `addOn:${id}`}
                  disabled={disabled}
                >
                  Add-on
                </Button>
              )}
              {!bustProblem(phase, places, id) && (
                <Button
                  size="compact-sm"
                  color="red"
                  variant="light"
                  onClick={() => setBustId(id)}
                  disabled={disabled}
                >
                  Bust
                </Button>
              )}
            </>
          );
          return <PlayerRow key={id} entry={entry} viewerId={viewerId} actions={actions} />;
        })}
      </Stack>

      {out.length > 0 && (
        <>
          <Title
            order={3}
            fz="sm"
            tt="uppercase"
            c="dimmed"
            lts={0.5}
            mt="lg"
            mb={4}
            id="out-title"
          >
            Out
          </Title>
          <Stack component="ul" gap={0} p={0} m={0} aria-labelledby="out-title">
            {out.map((entry) => {
              const id = entry.player.id;
              const actions = host && !restoreProblem(phase, places, id) && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => confirmRestore(entry)}
                  loading={busy === `restore:${id}`}
                  disabled={disabled}
                >
                  Restore
                </Button>
              );
              return <PlayerRow key={id} entry={entry} viewerId={viewerId} actions={actions} />;
            })}
          </Stack>
        </>
      )}

      {host && (
        <>
          <BustModal
            eventId={eventId}
            tournament={tournament}
            userId={bustId}
            onClose={() => setBustId(null)}
          />
          <ChopModal
            eventId={eventId}
            tournament={tournament}
            opened={chopping}
            onClose={() => setChopping(false)}
          />
        </>
      )}
      <ConfirmDialog {...confirm.dialog} />
    </SectionCard>
  );
}
