// SPEC §5 location rules (a name and an address, both required and trimmed), shared by the server
// (authority) and the Add New Location form.
import type { FieldErrors } from './field-errors';
import { textProblem, type TextField } from './limits';

export const locationMessages = {
  nameRequired: 'Location name is required',
  addressRequired: 'Address is required',
} as const;

export interface LocationDraft {
  name: string;
  address: string;
}

function requiredText(value: string, field: TextField, required: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required;
  return textProblem(field, trimmed) ?? undefined;
}

/** Every broken rule, by field, name first. */
export function locationErrors(draft: LocationDraft): FieldErrors<keyof LocationDraft> {
  const errors: FieldErrors<keyof LocationDraft> = {};
  const name = requiredText(draft.name, 'locationName', locationMessages.nameRequired);
  if (name) errors.name = name;
  const address = requiredText(draft.address, 'locationAddress', locationMessages.addressRequired);
  if (address) errors.address = address;
  return errors;
}
