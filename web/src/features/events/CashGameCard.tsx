// A cash game's money on its event page (issue 13), for everyone who sees the event: each player's
// buy-ins and cash-out, the running totals and their difference. The host (and the group's owner
// and admins: viewerCan.manageCashGame) records buy-ins (several per player) and cash-outs in
// CashMoneyModal and settles the game, which the server refuses with the reason until the
// cash-outs equal the buy-ins; then the event is completed and the card says Settled. The event
// page's eventChanged subscription keeps it live.
import { useMutation } from '@apollo/client/react';
import { Alert, Avatar, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconCashBanknote, IconCoin, IconScale } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { cashGameMessages } from '../../../../core/cash-game';
import { formatMoney } from '../../../../core/format';
import { graphql } from '../../gql';
import type { CashGameCard_EventFragment } from '../../gql/graphql';
import { useConfirmDialog, ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorCode, errorMessage } from '../../ui/errors';
import { notifyError } from '../../ui/notify';
import { initials, personName } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { useMutationAction } from '../../ui/useMutationAction';
import { CashMoneyModal, type CashMoneyRequest } from './CashMoneyModal';
import { SETTLE_CASH_GAME_MUTATION } from './cashDocuments';

export const CASH_GAME_CARD_FRAGMENT = graphql(`
  fragment CashGameCard_event on Event {
    id
    title
    kind
    status
    buyInCents
    players {
      ...PersonName_user
    }
    cashEntries {
      player {
        ...PersonName_user
      }
      buyInsCents
      cashOutCents
    }
    viewerCan {
      manageCashGame
    }
  }
`);

type Event = CashGameCard_EventFragment;
type Player = Event['players'][number];

export interface CashLine {
  player: Player;
  /** Still in the event: only players' money can be recorded. */
  playing: boolean;
  buyInsCents: number;
  cashOutCents: number | null;
}

/** Every player in joining order with their money (none yet: 0 and null), then anyone who left. */
export function cashLines(event: Pick<Event, 'players' | 'cashEntries'>): CashLine[] {
  const byId = new Map(event.cashEntries.map((entry) => [entry.player.id, entry]));
  const playing = new Set(event.players.map((player) => player.id));
  return [
    ...event.players.map((player) => ({
      player,
      playing: true,
      buyInsCents: byId.get(player.id)?.buyInsCents ?? 0,
      cashOutCents: byId.get(player.id)?.cashOutCents ?? null,
    })),
    ...event.cashEntries
      .filter((entry) => !playing.has(entry.player.id))
      .map((entry) => ({ ...entry, playing: false })),
  ];
}

/** The running totals: buy-ins, the cash-outs recorded, and how far apart they are. */
export function cashTotals(entries: Event['cashEntries']) {
  const buyInsCents = entries.reduce((sum, entry) => sum + entry.buyInsCents, 0);
  const cashOutsCents = entries.reduce((sum, entry) => sum + (entry.cashOutCents ?? 0), 0);
  return { buyInsCents, cashOutsCents, differenceCents: Math.abs(buyInsCents - cashOutsCents) };
}

/** A player's result once cashed out: "+$11.00", "−$26.00" or "Even". */
export function netText(line: Pick<CashLine, 'buyInsCents' | 'cashOutCents'>): string | null {
  if (line.cashOutCents === null) return null;
  const net = line.cashOutCents - line.buyInsCents;
  if (net === 0) return 'Even';
  return `${net > 0 ? '+' : '−'}${formatMoney(Math.abs(net))}`;
}

// A no-break space keeps each figure with its name when a phone wraps the line.
const figure = (name: string, amount: string) => `${name}\u00a0${amount}`;

function moneyText(line: CashLine): string {
  if (line.buyInsCents === 0) return 'No buy-in yet';
  const parts = [figure('Buy-ins', formatMoney(line.buyInsCents))];
  if (line.cashOutCents === null) parts.push('No cash-out yet');
  else
    parts.push(
      figure('Cash-out', formatMoney(line.cashOutCents)),
      figure('Net', netText(line) ?? ''),
    );
  return parts.join(' · ');
}

function CashRow({
  line,
  viewerId,
  onRecord,
}: {
  line: CashLine;
  viewerId: string | null;
  /** The host's buttons; absent for everyone else. */
  onRecord?: (kind: CashMoneyRequest['kind']) => void;
}) {
  const nameId = useId();
  const name = personName(line.player);
  return (
    <Group
      component="li"
      gap="sm"
      justify="space-between"
      py={6}
      style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)' }}
      aria-labelledby={nameId}
    >
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Avatar radius="xl" size={36} color="felt" aria-hidden>
          {initials(line.player)}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end" id={nameId}>
            {name}
            {line.player.id === viewerId && (
              <Text component="span" c="dimmed" fw={400}>
                {' '}
                (you)
              </Text>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {moneyText(line)}
          </Text>
        </Box>
      </Group>
      {onRecord && (
        <Group gap={6} wrap="nowrap" ml="auto">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCoin size={16} aria-hidden />}
            aria-label={`Buy-in for ${name}`}
            onClick={() => onRecord('buyIn')}
          >
            Buy-in
          </Button>
          {line.buyInsCents > 0 && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCashBanknote size={16} aria-hidden />}
              aria-label={`Cash-out for ${name}`}
              onClick={() => onRecord('cashOut')}
            >
              Cash-out
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

export function CashGameCard({ event, viewerId }: { event: Event; viewerId: string | null }) {
  const canManage = event.viewerCan.manageCashGame;
  const settled = event.status === 'COMPLETED';
  // Settling waits for the game's start (core/cash-game.ts settleTimingProblem); the button says
  // why it is off rather than letting the server refuse.
  const notStarted = event.status === 'UPCOMING';
  const settleHintId = useId();
  const lines = cashLines(event);
  const { buyInsCents, cashOutsCents, differenceCents } = cashTotals(event.cashEntries);
  const [request, setRequest] = useState<CashMoneyRequest | null>(null);
  const [settleCashGame] = useMutation(SETTLE_CASH_GAME_MUTATION);
  const { busy, run } = useMutationAction();
  const confirm = useConfirmDialog();
  // The server's last refusal, shown until the money it was about changes.
  const moneyKey = JSON.stringify(
    event.cashEntries.map((e) => [e.player.id, e.buyInsCents, e.cashOutCents]),
  );
  const [refusal, setRefusal] = useState<{ message: string; moneyKey: string } | null>(null);
  const refusalShown = !settled && refusal?.moneyKey === moneyKey ? refusal.message : null;

  const settle = () =>
    confirm.ask({
      title: 'Settle Cash Game',
      message: (
        <>
          Settle {event.title}? The event is completed and its buy-ins and cash-outs can no longer
          change.
        </>
      ),
      confirmLabel: 'Settle',
      onConfirm: async () => {
        let refused = false;
        setRefusal(null);
        const done = await run(
          'settle',
          () => settleCashGame({ variables: { eventId: event.id } }),
          {
            success: 'Cash game settled',
            failure: 'Failed to settle the cash game',
            // The money does not add up: the card says why, beside the totals, not a passing toast.
            report: (error, failure) => {
              if (errorCode(error) === 'BAD_USER_INPUT') {
                refused = true;
                setRefusal({ message: errorMessage(error, failure), moneyKey });
              } else notifyError(error, failure);
            },
          },
        );
        return done || refused;
      },
    });

  return (
    <SectionCard
      titleId="cash-game-title"
      title="Cash game"
      icon={IconCash}
      badge={
        settled && (
          <Badge color="felt" variant="light" size="lg">
            Settled
          </Badge>
        )
      }
      action={
        canManage && (
          <Button
            variant="light"
            leftSection={<IconScale size={18} aria-hidden />}
            loading={busy === 'settle'}
            disabled={notStarted}
            aria-describedby={notStarted ? settleHintId : undefined}
            onClick={settle}
          >
            Settle Game
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Text role="status" fw={500}>
          {figure('Buy-ins', formatMoney(buyInsCents))} ·{' '}
          {figure('Cash-outs', formatMoney(cashOutsCents))} · Difference{'\u00a0'}
          <Text span inherit c={differenceCents === 0 ? undefined : 'red.8'} fw={700}>
            {formatMoney(differenceCents)}
          </Text>
        </Text>
        {canManage && notStarted && (
          <Text size="sm" c="dimmed" id={settleHintId}>
            {cashGameMessages.settleBeforeStart}. Buy-ins and cash-outs can be recorded already.
          </Text>
        )}
        {refusalShown && (
          <Alert color="red" variant="light" role="alert" title="Not settled">
            {refusalShown}
          </Alert>
        )}
        {settled && (
          <Text size="sm" c="dimmed">
            Settled: the cash-outs equal the buy-ins, and the money can no longer change.
          </Text>
        )}
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {canManage
              ? 'Nobody is playing yet. Once players join, record each buy-in here as they sit down.'
              : 'Nobody is playing yet. The host records buy-ins and cash-outs here.'}
          </Text>
        ) : (
          <>
            {!settled && event.cashEntries.length === 0 && (
              <Text size="sm" c="dimmed">
                {canManage
                  ? 'No buy-ins yet. Record each one as players sit down; a player may buy in again.'
                  : 'No buy-ins yet. The host records them as players sit down.'}
              </Text>
            )}
            <Box component="ul" p={0} m={0} aria-label="Buy-ins and cash-outs">
              {lines.map((line) => (
                <CashRow
                  key={line.player.id}
                  line={line}
                  viewerId={viewerId}
                  onRecord={
                    canManage && line.playing
                      ? (kind) =>
                          setRequest({
                            kind,
                            player: line.player,
                            buyInsCents: line.buyInsCents,
                            cashOutCents: line.cashOutCents,
                          })
                      : undefined
                  }
                />
              ))}
            </Box>
          </>
        )}
      </Stack>
      <CashMoneyModal
        eventId={event.id}
        request={request}
        suggestedBuyInCents={event.buyInCents}
        onClose={() => setRequest(null)}
      />
      <ConfirmDialog {...confirm.dialog} />
    </SectionCard>
  );
}
