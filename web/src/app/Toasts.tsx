// The toast container (top right). Its own module so it, its transitions and portal load after
// the first paint (AppProviders lazy-loads it); toasts raised before it mounts wait in
// @mantine/notifications' store and appear when it does.
import { Notifications } from '@mantine/notifications';

export function Toasts() {
  return <Notifications position="top-right" limit={4} zIndex={1000} />;
}
