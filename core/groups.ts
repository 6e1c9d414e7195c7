// docs/product.md §5 group rules ("Group: name is required and trimmed"; the description is optional),
// shared by the server (authority) and the Create Group form.
import type { FieldErrors } from './field-errors';
import { optionalTextProblem, requiredTextProblem } from './limits';

export const groupMessages = {
  nameRequired: 'Group name is required',
  /** docs/product.md §6 "Group access": what anyone outside a group hears, wherever they meet it. */
  noAccess: 'You do not have access to this group',
} as const;

export interface GroupDraft {
  name: string;
  description?: string | null;
}

/** Every broken rule, by field, name first. */
export function groupErrors(draft: GroupDraft): FieldErrors<keyof GroupDraft> {
  const errors: FieldErrors<keyof GroupDraft> = {};
  const name = requiredTextProblem('groupName', draft.name, groupMessages.nameRequired);
  if (name) errors.name = name;
  const description = optionalTextProblem('groupDescription', draft.description);
  if (description) errors.description = description;
  return errors;
}
