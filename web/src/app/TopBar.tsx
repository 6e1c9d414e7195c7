// The top bar (docs/product.md §2). Signed in: Dashboard, History, Groups, Timer, Profile, Contact, Logout
// (in a burger menu on phones and small tablets). Visitors on the landing page: Contact, Sign In,
// Get Started. The logo leads to /dashboard when signed in, otherwise to /.
import { Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '../ui/Logo';
import type { CurrentUser } from '../auth/AuthProvider';
import { MEMBER_NAV } from './navigation';
import classes from './TopBar.module.css';

export interface TopBarProps {
  user: CurrentUser | null;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

export const MOBILE_NAV_ID = 'mobile-navigation';

export function TopBar({ user, menuOpened, onToggleMenu, onLogout, loggingOut }: TopBarProps) {
  return (
    <Group className={classes.inner} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        {user && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_NAV_ID}
          />
        )}
        <UnstyledButton
          component={Link}
          to={user ? '/dashboard' : '/'}
          className={classes.brand}
          aria-label={user ? 'Poker Night: go to your dashboard' : 'Poker Night home'}
        >
          <Logo compactBelow={user ? undefined : 'xs'} />
        </UnstyledButton>
      </Group>

      {user ? (
        <Box component="nav" aria-label="Main" visibleFrom="md">
          <Group gap={4} wrap="nowrap">
            {MEMBER_NAV.map((item) => (
              <UnstyledButton
                key={item.to}
                component={NavLink}
                to={item.to}
                className={classes.link}
              >
                <item.icon size={17} stroke={1.8} aria-hidden />
                {item.label}
              </UnstyledButton>
            ))}
            <Button
              variant="default"
              size="sm"
              ml="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={onLogout}
              loading={loggingOut}
            >
              Logout
            </Button>
          </Group>
        </Box>
      ) : (
        <Group component="nav" aria-label="Main" gap={6} wrap="nowrap">
          <Button
            component={Link}
            to="/contact"
            variant="subtle"
            color="gray"
            size="compact-md"
            px={{ base: 6, xs: 10 }}
          >
            Contact
          </Button>
          <Button
            component={Link}
            to="/login"
            variant="default"
            size="compact-md"
            px={{ base: 8, xs: 12 }}
          >
            Sign In
          </Button>
          <Button component={Link} to="/register" size="compact-md" px={{ base: 8, xs: 12 }}>
            Get Started
          </Button>
        </Group>
      )}
    </Group>
  );
}

export interface MobileNavProps {
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The signed-in links as a stacked list, shown in the burger menu. */
export function MobileNav({ onNavigate, onLogout, loggingOut }: MobileNavProps) {
  return (
    <Box component="nav" aria-label="Main" id={MOBILE_NAV_ID} p="md">
      {MEMBER_NAV.map((item) => (
        <UnstyledButton
          key={item.to}
          component={NavLink}
          to={item.to}
          className={classes.mobileLink}
          onClick={onNavigate}
        >
          <item.icon size={20} stroke={1.8} aria-hidden />
          {item.label}
        </UnstyledButton>
      ))}
      <Button
        fullWidth
        variant="default"
        mt="md"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={onLogout}
        loading={loggingOut}
      >
        Logout
      </Button>
    </Box>
  );
}
