// A day in the viewer's profile zone, short ("Nov 20, 2026"), for the dashboard's lists.
import { useCallback, useMemo } from 'react';
import { useViewerZone } from '../../ui/eventText';

export function useViewerDay() {
  const { timeZone } = useViewerZone();
  const format = useMemo(
    () => new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium' }),
    [timeZone],
  );
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}
