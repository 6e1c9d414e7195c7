// docs/product.md §5 table rules (a name, 6 to 10 seats), shared by the server (authority) and the Add Table
// form, so both say the same thing about the same input.
import { MAX_SEATS, MIN_SEATS } from './events';
import type { FieldErrors } from './field-errors';
import { requiredTextProblem } from './limits';

export const tableMessages = {
  nameRequired: 'Table name is required',
  seatCount: `Seats per table must be between ${MIN_SEATS} and ${MAX_SEATS}`,
} as const;

export interface TableDraft {
  name: string;
  /** Null when the field is empty or not a number. */
  maxSeats: number | null;
}

/** Every broken rule, by field, name first. The name is judged trimmed, as it is stored. */
export function tableErrors(draft: TableDraft): FieldErrors<keyof TableDraft> {
  const errors: FieldErrors<keyof TableDraft> = {};
  const name = requiredTextProblem('tableName', draft.name, tableMessages.nameRequired);
  if (name) errors.name = name;
  const seats = seatCountProblem(draft.maxSeats);
  if (seats) errors.maxSeats = seats;
  return errors;
}

/** A table seats MIN_SEATS to MAX_SEATS, whole: the message when `seats` does not. */
export function seatCountProblem(seats: number | null): string | null {
  const fits =
    seats !== null && Number.isInteger(seats) && seats >= MIN_SEATS && seats <= MAX_SEATS;
  return fits ? null : tableMessages.seatCount;
}
