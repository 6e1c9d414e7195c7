// The app's GraphQL API from a Playwright request context, for fast set-up. Use `page.request`
// (or `context.request`) so the session cookie the server sets lands in that browser context.
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../../../playwright.config';
import { sourceOf, type Operation } from '../../support/request';

export interface GqlError {
  message: string;
  extensions?: { code?: string };
}

export class GqlRequestError extends Error {
  constructor(
    readonly errors: GqlError[],
    operation: string,
  ) {
    super(
      `${operation}: ${errors.map((e) => `${e.extensions?.code ?? '?'} ${e.message}`).join('; ')}`,
    );
  }
}

let addressCount = 0;
/**
 * A distinct client address for an `X-Forwarded-For` header, so per-IP throttles (registration:
 * 20 an hour) count set-up traffic per simulated person. The server honours the header only with
 * TRUST_PROXY=on; without it the header is ignored and every request counts against 127.0.0.1.
 */
export function nextClientAddress(): string {
  addressCount += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 200;
  return `198.51.${100 + worker}.${(addressCount % 250) + 1}`;
}

/**
 * POSTs one operation — a typed document from tests/support/operations (typed variables and
 * result) or a one-off string — to /graphql and returns `data`; throws GqlRequestError on `errors`.
 */
export async function gql<T = any, V = Record<string, unknown>>(
  request: APIRequestContext,
  operation: Operation<T, V>,
  variables?: V,
  headers: Record<string, string> = {},
): Promise<T> {
  const query = sourceOf(operation);
  const response = await request.post(`${baseURL}/graphql`, {
    data: { query, variables: variables ?? {} },
    headers: { origin: baseURL, ...headers },
  });
  const name = /^\s*(?:mutation|query)?\s*[^{(]*/.exec(query)?.[0].trim() || 'GraphQL';
  let body: { data?: T | null; errors?: GqlError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(`${name}: HTTP ${response.status()} ${await response.text()}`);
  }
  if (body.errors?.length) throw new GqlRequestError(body.errors, name);
  if (!body.data) throw new Error(`${name}: HTTP ${response.status()} without data`);
  return body.data;
}
