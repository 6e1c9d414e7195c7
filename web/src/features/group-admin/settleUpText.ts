// How settle-up reads on screen (issue 13): a balance as "is owed $40.00" / "owes $40.00", a
// transfer as "Bea pays Cal $40.00", a recorded payment as "Bea paid Cal $40.00" (recorded by whom
// and when), and the Record payment form's check (core/settle-up's
// paymentProblem on the cents the dollars typed make), kept out of the components to test alone.
import { dollarsToCents, formatMoney } from '../../../../core/format';
import { paymentProblem } from '../../../../core/settle-up';

/** "is owed $40.00" for a positive balance, "owes $40.00" for a negative one, "is square" at 0. */
export function balanceText(netCents: number): string {
  if (netCents > 0) return `is owed ${formatMoney(netCents)}`;
  if (netCents < 0) return `owes ${formatMoney(-netCents)}`;
  return 'is square';
}

/** "+$40.00" / "−$40.00": the signed figure a balance list lines up. */
export function signedMoney(netCents: number): string {
  if (netCents === 0) return formatMoney(0);
  return `${netCents > 0 ? '+' : '−'}${formatMoney(Math.abs(netCents))}`;
}

export function transferText(fromName: string, toName: string, amountCents: number): string {
  return `${fromName} pays ${toName} ${formatMoney(amountCents)}`;
}

/** A recorded payment: "Bea paid Cal $40.00". */
export function paymentText(fromName: string, toName: string, amountCents: number): string {
  return `${fromName} paid ${toName} ${formatMoney(amountCents)}`;
}

/** Under a payment: "Recorded by Sam on Nov 24, 2026", the day in the viewer's zone. */
export function recordedText(byName: string, recordedAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(
    new Date(recordedAt),
  );
  return `Recorded by ${byName} on ${day}`;
}

export interface PaymentDraft {
  fromUserId: string | null;
  toUserId: string | null;
  amount: number | string;
}

/** Each field's problem (none when the payment may be sent), and the cents it would record. */
export function paymentDraftErrors(draft: PaymentDraft): {
  errors: Partial<Record<keyof PaymentDraft, string>>;
  amountCents: number | null;
} {
  const errors: Partial<Record<keyof PaymentDraft, string>> = {};
  if (!draft.fromUserId) errors.fromUserId = 'Pick who paid';
  if (!draft.toUserId) errors.toUserId = 'Pick who was paid';
  const text = String(draft.amount).trim();
  const amountCents = text === '' ? null : dollarsToCents(text);
  if (amountCents === null) errors.amount = 'Enter the amount paid';
  const problem =
    amountCents === null
      ? null
      : paymentProblem({
          fromUserId: draft.fromUserId ?? 'from',
          toUserId: draft.toUserId ?? 'to',
          amountCents,
        });
  if (problem) {
    if (draft.fromUserId && draft.fromUserId === draft.toUserId) errors.toUserId = problem;
    else errors.amount = problem;
  }
  return { errors, amountCents };
}
