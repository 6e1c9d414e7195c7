// The host records a cash-game player's money (issue 13): one more buy-in (a player may buy in
// several times), or their cash-out (recording it again replaces it). The amount is typed in
// dollars and checked by core/cash-game.ts's rules, the same the server applies, before it is
// sent; the server still has the last word and its message is shown as it comes.
import { useMutation } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { buyInProblem, cashOutProblem } from '../../../../core/cash-game';
import { centsToDollars, dollarsToCents, formatMoney } from '../../../../core/format';
import { MAX_MONEY_CENTS } from '../../../../core/limits';
import type { PersonName_UserFragment } from '../../gql/graphql';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { MoneyInput } from '../../ui/MoneyInput';
import { personName } from '../../ui/personName';
import { useMutationAction } from '../../ui/useMutationAction';
import { RECORD_CASH_BUY_IN_MUTATION, RECORD_CASH_OUT_MUTATION } from './cashDocuments';

/** Which money the dialog records, for whom, and what they have so far. */
export interface CashMoneyRequest {
  kind: 'buyIn' | 'cashOut';
  player: PersonName_UserFragment;
  buyInsCents: number;
  cashOutCents: number | null;
}

export const ENTER_AMOUNT = 'Enter an amount in dollars, e.g. 20.00';

/** What is wrong with the amount typed for this request, or null when it may be sent. */
export function cashAmountProblem(request: CashMoneyRequest, amount: number | string) {
  const cents = typeof amount === 'string' && amount.trim() === '' ? null : dollarsToCents(amount);
  if (cents === null) return ENTER_AMOUNT;
  return request.kind === 'buyIn'
    ? buyInProblem(cents, request.buyInsCents)
    : cashOutProblem(cents, request.buyInsCents);
}

const copy = {
  buyIn: {
    title: 'Record Buy-in',
    submit: 'Record Buy-in',
    label: 'Buy-in ($)',
    failure: 'Failed to record the buy-in',
    done: (name: string, cents: number) => `Buy-in of ${formatMoney(cents)} recorded for ${name}`,
  },
  cashOut: {
    title: 'Record Cash-out',
    submit: 'Record Cash-out',
    label: 'Cash-out ($)',
    failure: 'Failed to record the cash-out',
    done: (name: string, cents: number) => `Cash-out of ${formatMoney(cents)} recorded for ${name}`,
  },
} as const;

function CashMoneyForm({
  eventId,
  request,
  suggestedBuyInCents,
  onDone,
}: {
  eventId: string;
  request: CashMoneyRequest;
  suggestedBuyInCents: number;
  onDone: () => void;
}) {
  const text = copy[request.kind];
  const name = personName(request.player);
  // A buy-in starts at the game's usual one; a cash-out at the one recorded, to correct it.
  const [amount, setAmount] = useState<number | string>(() => {
    const cents = request.kind === 'buyIn' ? suggestedBuyInCents : request.cashOutCents;
    return cents ? centsToDollars(cents) : '';
  });
  const [error, setError] = useState<string | null>(null);
  const [recordBuyIn] = useMutation(RECORD_CASH_BUY_IN_MUTATION);
  const [recordCashOut] = useMutation(RECORD_CASH_OUT_MUTATION);
  const { busy, run } = useMutationAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = cashAmountProblem(request, amount);
    setError(problem);
    if (problem) return;
    const amountCents = dollarsToCents(amount)!;
    const variables = { eventId, userId: request.player.id, amountCents };
    void run(
      request.kind,
      async () => {
        if (request.kind === 'buyIn') await recordBuyIn({ variables });
        else await recordCashOut({ variables });
      },
      { success: text.done(name, amountCents), failure: text.failure, onSuccess: onDone },
    );
  };

  const soFar =
    request.buyInsCents > 0
      ? `${name} has bought in ${formatMoney(request.buyInsCents)} so far.`
      : `${name} has not bought in yet.`;
  return (
    <ModalForm
      label={text.title}
      submitLabel={text.submit}
      busy={busy !== null}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Text size="sm">
        {request.kind === 'cashOut' && request.cashOutCents !== null
          ? `${soFar} This replaces the ${formatMoney(request.cashOutCents)} cash-out recorded.`
          : soFar}
      </Text>
      <MoneyInput
        label={text.label}
        description={
          request.kind === 'buyIn'
            ? `Adds to ${name}’s buy-ins.`
            : `What ${name} leaves the table with; $0 if nothing.`
        }
        placeholder="20.00"
        required
        max={MAX_MONEY_CENTS / 100}
        clampBehavior="none"
        leftSection={<IconCoin size={18} aria-hidden />}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          if (error) setError(null);
        }}
        error={error}
        data-autofocus
      />
    </ModalForm>
  );
}

export function CashMoneyModal({
  eventId,
  request,
  suggestedBuyInCents,
  onClose,
}: {
  eventId: string;
  /** What to record; null closes the dialog. */
  request: CashMoneyRequest | null;
  /** The event's buy-in, offered as a new buy-in's amount. */
  suggestedBuyInCents: number;
  onClose: () => void;
}) {
  // The last request stays while the dialog fades out.
  const [shown, setShown] = useState<CashMoneyRequest | null>(request);
  if (request && request !== shown) setShown(request);
  const current = request ?? shown;
  return (
    <FormModal
      opened={request !== null}
      onClose={onClose}
      title={current ? `${copy[current.kind].title}: ${personName(current.player)}` : ''}
    >
      {current && (
        <CashMoneyForm
          key={`${current.kind}:${current.player.id}`}
          eventId={eventId}
          request={current}
          suggestedBuyInCents={suggestedBuyInCents}
          onDone={onClose}
        />
      )}
    </FormModal>
  );
}
