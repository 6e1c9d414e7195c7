// Stamps when each answer carrying the server's clock (`serverNow`, anywhere in its data) comes
// off the network, before Apollo's cache and React get to it: the clock's skew is measured from
// that moment (arrivals.ts), so a phone slow to render a big page does not show a clock a
// second behind the others.
import { ApolloLink } from '@apollo/client';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { tap } from 'rxjs';
import { arrivalOf } from './arrivals';

const selectsClock = (set: SelectionSetNode | undefined): boolean =>
  !!set &&
  set.selections.some(
    (s) =>
      (s.kind === Kind.FIELD && s.name.value === 'serverNow') ||
      ('selectionSet' in s && selectsClock(s.selectionSet)),
  );

/** Whether a document (its fragments included) asks for serverNow; read once per document. */
const clockDocuments = new WeakMap<DocumentNode, boolean>();
export function asksForClock(query: DocumentNode): boolean {
  let asks = clockDocuments.get(query);
  if (asks === undefined) {
    asks = query.definitions.some((d) => 'selectionSet' in d && selectsClock(d.selectionSet));
    clockDocuments.set(query, asks);
  }
  return asks;
}

/** Every `serverNow` string in an answer's data; a walk of plain JSON. */
export function serverNowsIn(data: unknown, found: string[] = []): string[] {
  if (Array.isArray(data)) {
    for (const item of data) serverNowsIn(item, found);
  } else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (key === 'serverNow' && typeof value === 'string') found.push(value);
      else if (typeof value === 'object') serverNowsIn(value, found);
    }
  }
  return found;
}

/** Only answers to documents that ask for serverNow are walked: the rest pass untouched. */
export const arrivalLink = new ApolloLink((operation, forward) =>
  asksForClock(operation.query)
    ? forward(operation).pipe(
        tap((result) => {
          const now = Date.now();
          for (const serverNow of serverNowsIn(result.data)) arrivalOf(serverNow, () => now);
        }),
      )
    : forward(operation),
);
