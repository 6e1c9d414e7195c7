// The toast container (top right, docs/product.md §4), just below the top bar so a toast never hides the
// navigation or Logout. Its own module so it, its transitions and portal load after the first
// paint (AppProviders lazy-loads it); toasts raised before it mounts wait in
// @mantine/notifications' store and appear when it does.
import { Notifications } from '@mantine/notifications';
import { HEADER_HEIGHT } from '../ui/theme';
import classes from './Toasts.module.css';

export function Toasts() {
  return (
    <Notifications
      position="top-right"
      limit={4}
      zIndex={1000}
      classNames={{ root: classes.root }}
      style={{ '--toasts-top': `${HEADER_HEIGHT}px` }}
    />
  );
}
