// Stamps when each answer carrying the server's clock (`serverNow`, anywhere in its data) comes
// off the network, before Apollo's cache and React get to it: the clock's skew is measured from
// that moment (arrivals.ts), so a phone slow to render a big page does not show a clock a
// second behind the others.
import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { arrivalOf } from './arrivals';

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

export const arrivalLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      const now = Date.now();
      for (const serverNow of serverNowsIn(result.data)) arrivalOf(serverNow, () => now);
    }),
  ),
);
