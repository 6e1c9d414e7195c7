// Which clients read plain application/json (and get 200 for a request error): the same choice
// Apollo makes for the response's media type.
import { describe, expect, it } from 'vitest';
import { answersInPlainJson } from './request-error-status';

describe('answersInPlainJson', () => {
  it.each([
    [undefined, true],
    ['application/json', true],
    ['*/*', true],
    ['application/*', true],
    ['application/graphql-response+json', false],
    ['application/graphql-response+json, application/json;q=0.9', false],
    ['application/json, application/graphql-response+json;q=0.5', true],
    ['text/html', false],
  ])('Accept: %s → %s', (accept, plain) => {
    expect(answersInPlainJson(accept)).toBe(plain);
  });
});
