// How a person is named wherever the app shows someone else: the display name, else the e-mail,
// else docs/product.md §7's stand-in (its group-invite mail says "A poker player"; one word everywhere).

export const FALLBACK_PERSON_NAME = 'A poker player';

export interface NamedPerson {
  displayName?: string | null;
  email?: string | null;
}

export function personName(person: NamedPerson): string {
  return person.displayName?.trim() || person.email?.trim() || FALLBACK_PERSON_NAME;
}
