// Small display helpers shared by the event screens: names, initials and dates in the viewer's
// profile zone (docs/product.md §9: a long date plus a short time).
import { useCallback } from 'react';
import { formatEventDate } from '../../../core/format';
import { DEFAULT_TIMEZONE, timezoneLabel } from '../../../core/timezones';
import { useAuth } from '../auth/AuthProvider';
import { initials, personName, type PersonLike } from './personName';

export { initials, personName, type PersonLike };

/** The viewer's profile zone (default Pacific) and its label. */
export function useViewerZone() {
  const { user } = useAuth();
  const timeZone = user?.timezone || DEFAULT_TIMEZONE;
  return { timeZone, label: timezoneLabel(timeZone) };
}

/** Formats an event instant in the viewer's zone. */
export function useEventDate() {
  const { timeZone } = useViewerZone();
  return useCallback((iso: string) => formatEventDate(iso, timeZone), [timeZone]);
}

/** docs/product.md §8's toasts for answering an event invitation (the dashboard's, also the event page's). */
export const eventAnswerToasts = {
  accept: { success: 'Successfully joined the event!', failure: 'Failed to join event' },
  decline: { success: 'Invitation declined', failure: 'Failed to decline invitation' },
} as const;

export function playersText(count: number, max: number): string {
  return `${count}/${max} players`;
}
