// docs/product.md §8's backend-client messages, from the errors a request can end with.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ClientError, clientErrorMessage, OFFLINE_READ } from './errors';

describe('clientErrorMessage', () => {
  it('maps each way a request can fail short of an API answer', () => {
    expect(clientErrorMessage(new ClientError(OFFLINE_READ))).toBe(
      'Failed to get document because the client is offline.',
    );
    expect(clientErrorMessage(new DOMException('signal timed out', 'TimeoutError'))).toBe(
      'Request time out.',
    );
    expect(clientErrorMessage(new TypeError('Failed to fetch'))).toBe('Connection failed.');
    const response = new Response('Bad gateway', { status: 502 });
    expect(clientErrorMessage(new ServerError('bad', { response, bodyText: 'Bad gateway' }))).toBe(
      'Server responded with status 502.',
    );
  });

  it('leaves the API’s own errors to the screen', () => {
    const api = new CombinedGraphQLErrors({ errors: [{ message: 'Event is full' }] });
    expect(clientErrorMessage(api)).toBeNull();
    expect(clientErrorMessage(new Error('something else'))).toBeNull();
  });
});
