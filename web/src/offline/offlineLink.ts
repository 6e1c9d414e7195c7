// What the API link does without a network (docs/product.md §4, §8). Reads are answered from the last data
// seen (the cache, restored from the saved snapshot on an offline start) and fail with the product's
// offline message when it has none; writes are refused at once with a clear message, never queued and silently lost;
// subscriptions go on to graphql-ws, which waits for the network (apollo-ws.ts).
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { of, tap, throwError } from 'rxjs';
import { ClientError, OFFLINE_READ, OFFLINE_WRITE } from '../ui/errors';
import { isOnline } from './online';

/** `onResult` runs after each answer from the network (to save the snapshot). */
export function offlineLink(onResult: () => void): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const type = operation.operationType;
    if (isOnline() || type === OperationTypeNode.SUBSCRIPTION) {
      return forward(operation).pipe(tap(onResult));
    }
    if (type === OperationTypeNode.MUTATION) {
      return throwError(() => new ClientError(OFFLINE_WRITE));
    }
    const data = operation.client.cache.readQuery({
      query: operation.query,
      variables: operation.variables,
    });
    return data ? of({ data }) : throwError(() => new ClientError(OFFLINE_READ));
  });
}
