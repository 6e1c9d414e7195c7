// How the Access tokens card words a token: its scopes, its dates in the viewer's profile zone
// (a short date is enough to tell "used today" from "never used"), and whether it has expired.
import { useCallback } from 'react';
import { DEFAULT_TIMEZONE } from '../../../../core/timezones';
import type { AccessScope } from '../../gql/graphql';
import { useAuth } from '../../auth/AuthProvider';

/** What each scope lets a token do, as the create form offers it. */
export const scopeChoices: { value: AccessScope; label: string; description: string }[] = [
  {
    value: 'READ',
    label: 'Read',
    description: 'Queries and subscriptions: everything you can see.',
  },
  {
    value: 'WRITE',
    label: 'Read and write',
    description:
      'Mutations too: everything you can do, except managing tokens, your password, e-mail and sessions.',
  },
];

/** READ, or READ and WRITE (the API lists both for a WRITE token): the badge a list shows. */
export function scopesLabel(scopes: readonly AccessScope[]): string {
  return scopes.includes('WRITE') ? 'Read and write' : 'Read only';
}

/** "Nov 24, 2026" in the viewer's zone. */
export function useShortDate() {
  const { user } = useAuth();
  const timeZone = user?.timezone || DEFAULT_TIMEZONE;
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso)),
    [timeZone],
  );
}

export function isExpired(expiresAt: string | null | undefined, now = Date.now()): boolean {
  return expiresAt != null && new Date(expiresAt).getTime() <= now;
}
