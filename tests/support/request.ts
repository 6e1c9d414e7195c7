// What a test sends and gets back, over HTTP or a WebSocket alike.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';

export interface GqlResult<T = any> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * An operation as a test writes it: a typed document from ./operations (typed variables and
 * result), or a plain string for a one-off selection or a deliberately malformed request.
 */
export type Operation<T = any, V = Record<string, unknown>> = TypedDocumentNode<T, V> | string;

/** The operation's text, as a client puts it in the request's `query`. */
export const sourceOf = (operation: DocumentNode | string): string =>
  typeof operation === 'string' ? operation : print(operation);
