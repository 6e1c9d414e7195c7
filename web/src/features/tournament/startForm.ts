// The Start game night form's values, checks and the settings it sends: the rules are core's
// (core/payouts.ts), the same the server applies, with the same messages.
import { dollarsToCents } from '../../../../core/format';
import {
  PAYOUT_PRESETS,
  payoutPresetFor,
  validatePayoutPercents,
  validateTournamentAmount,
  type TournamentAmountField,
} from '../../../../core/payouts';
import type { TournamentSettingsInput } from '../../gql/graphql';

export const CUSTOM_SPLIT = 'custom';

export interface StartFormValues {
  templateId: string;
  /** Dollars as typed; empty for none. */
  rebuy: string | number;
  addOn: string | number;
  bounty: string | number;
  /** A preset's label ("50 / 30 / 20") or CUSTOM_SPLIT. */
  split: string;
  /** The custom split's percents, place 1 first, as typed. */
  custom: (string | number)[];
}

export type StartFormErrors = Partial<Record<TournamentAmountField | 'payouts', string>>;

export function initialStartValues(templateId: string, entrants: number): StartFormValues {
  const percents = payoutPresetFor(entrants);
  return {
    templateId,
    rebuy: '',
    addOn: '',
    bounty: '',
    split: percents.join(' / '),
    custom: percents,
  };
}

/** Whole cents of an amount field; 0 when left empty. NaN when it is not an amount. */
export function amountCents(value: string | number): number {
  if (value === '' || value === undefined) return 0;
  return dollarsToCents(value) ?? Number.NaN;
}

/** The split the form sends, place 1 first. */
export function percentsOf(values: StartFormValues): number[] {
  if (values.split !== CUSTOM_SPLIT) {
    const preset = PAYOUT_PRESETS.find((p) => p.label === values.split);
    if (preset) return [...preset.percents];
  }
  return values.custom.map((p) => (p === '' ? Number.NaN : Number(p)));
}

export function startFormErrors(values: StartFormValues, entrants: number): StartFormErrors {
  const errors: StartFormErrors = {};
  for (const field of ['rebuy', 'addOn', 'bounty'] as const) {
    const problem = validateTournamentAmount(field, amountCents(values[field]));
    if (problem) errors[field] = problem;
  }
  const payouts = validatePayoutPercents(percentsOf(values), entrants);
  if (payouts) errors.payouts = payouts;
  return errors;
}

export function settingsOf(values: StartFormValues): TournamentSettingsInput {
  return {
    templateId: values.templateId,
    rebuyCents: amountCents(values.rebuy),
    addOnCents: amountCents(values.addOn),
    bountyCents: amountCents(values.bounty),
    payoutPercents: percentsOf(values),
  };
}
