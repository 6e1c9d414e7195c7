// docs/product.md §5 location rules (a name and an address, both required and trimmed), shared by the server
// (authority) and the Add New Location form.
import type { FieldErrors } from './field-errors';
import { requiredTextProblem } from './limits';

export const locationMessages = {
  nameRequired: 'Location name is required',
  addressRequired: 'Address is required',
} as const;

export interface LocationDraft {
  name: string;
  address: string;
}

/** Every broken rule, by field, name first. */
export function locationErrors(draft: LocationDraft): FieldErrors<keyof LocationDraft> {
  const errors: FieldErrors<keyof LocationDraft> = {};
  const name = requiredTextProblem('locationName', draft.name, locationMessages.nameRequired);
  if (name) errors.name = name;
  const address = requiredTextProblem(
    'locationAddress',
    draft.address,
    locationMessages.addressRequired,
  );
  if (address) errors.address = address;
  return errors;
}
