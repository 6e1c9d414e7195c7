// The domain's error vocabulary, shared by every domain and every transport. `message` is the
// text a person reads (the product's exact wording); `extensions.code` is what clients branch on.
// GraphQLError is the carrier because GraphQL is the API, but nothing here depends on a resolver.
import { GraphQLError } from 'graphql';
import type { ApiErrorCode } from '../core/error-codes';

export function appError(code: ApiErrorCode, message: string, extra?: Record<string, unknown>) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'You must be logged in to perform this action') =>
  appError('UNAUTHENTICATED', message);
export const emailNotVerified = () =>
  appError('EMAIL_NOT_VERIFIED', 'Please verify your email address to continue.');
export const profileIncomplete = () =>
  appError('PROFILE_INCOMPLETE', 'Please complete your profile: a display name is required.');
export const forbidden = (message: string) => appError('FORBIDDEN', message);
export const notFound = (message: string) => appError('NOT_FOUND', message);
export const badInput = (message: string, extra?: Record<string, unknown>) =>
  appError('BAD_USER_INPUT', message, extra);
export const conflict = (message: string) => appError('CONFLICT', message);
export const rateLimited = (
  message = 'Too many attempts. Please wait a few minutes and try again.',
  extra?: Record<string, unknown>,
) => appError('RATE_LIMITED', message, extra);
