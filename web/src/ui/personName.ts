// How the app names a person (core/people.ts's rule) and their initials, and the fields that
// takes. Every screen that shows someone selects them through PersonName_user, so the rule and its
// data stay one.
import { personName as corePersonName } from '../../../core/people';
import { graphql } from '../gql';

/** The display name, and the e-mail when the viewer may see it (the server nulls it otherwise). */
export const PERSON_NAME_FRAGMENT = graphql(`
  fragment PersonName_user on User {
    id
    displayName
    email
  }
`);

/** Anyone the name helpers can name: a PersonName_user, or a leaner shape that has a name. */
export interface PersonLike {
  displayName: string;
  email?: string | null;
}

/** The name other players see: display name, else e-mail, else the stand-in. */
export function personName(person: PersonLike): string {
  return corePersonName(person);
}

/** One or two letters for an avatar or a seat: "Sam Owner" → "SO", "jordan@example.com" → "JO". */
export function initials(person: PersonLike): string {
  const name = personName(person).replace(/@.*$/, '');
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : name.slice(0, 2);
  return letters.toUpperCase();
}
