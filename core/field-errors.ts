// The shape every core rule answers in: the broken rules by field, each with the message a person
// reads. Forms show them beside their inputs; the server answers with the first one.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message, in the order the rule checks its fields, or null when nothing is broken. */
export function firstError<Field extends string>(errors: FieldErrors<Field>): string | null {
  return Object.values<string | undefined>(errors).find((message) => message !== undefined) ?? null;
}
