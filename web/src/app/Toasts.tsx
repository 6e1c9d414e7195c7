// The toast container: top right (docs/product.md §2), just below the top bar so a toast never
// hides the navigation or Logout; on a phone, at the bottom instead, where a full-width toast
// covers no page's heading (issue 28: the verify-email card's title was hidden;
// tests/e2e/small-screens.spec.ts). Its own module so it, its transitions and portal load after
// the first paint (AppProviders lazy-loads it); toasts raised before it mounts wait in
// @mantine/notifications' store and appear when it does.
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { HEADER_HEIGHT } from '../ui/theme';
import classes from './Toasts.module.css';

/** Phones: the width below which a toast spans the screen (Mantine's xs breakpoint). */
const PHONE_QUERY = '(max-width: 36em)';

export function Toasts() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      limit={4}
      zIndex={1000}
      classNames={{ root: classes.root }}
      style={{ '--toasts-top': `${HEADER_HEIGHT}px` }}
    />
  );
}
