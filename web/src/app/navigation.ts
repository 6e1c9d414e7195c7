// The top bar's destinations (docs/product.md §2), in order.
import {
  IconClock,
  IconHistory,
  IconLayoutDashboard,
  IconMessage,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  label: string;
  icon: Icon;
}

/** Signed-in users see these, followed by Logout. */
export const MEMBER_NAV: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
  { to: '/history', label: 'History', icon: IconHistory },
  { to: '/groups', label: 'Groups', icon: IconUsersGroup },
  { to: '/timer', label: 'Timer', icon: IconClock },
  { to: '/profile', label: 'Profile', icon: IconUserCircle },
  { to: '/contact', label: 'Contact', icon: IconMessage },
];
