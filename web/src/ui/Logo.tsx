// The Poker Night word mark: a spade chip and the name.
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconSpadeFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface LogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  /** Hide the word mark below this breakpoint (the chip always shows). */
  compactBelow?: 'xs' | 'sm';
}

export function Logo({ inverted = false, compactBelow }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <ThemeIcon
        size={34}
        radius="xl"
        variant={inverted ? 'white' : 'filled'}
        color={inverted ? 'felt' : undefined}
        aria-hidden
        style={{ boxShadow: '0 0 0 3px var(--mantine-color-chip-4)' }}
      >
        <IconSpadeFilled size={18} />
      </ThemeIcon>
      <Text
        component="span"
        fw={800}
        fz="lg"
        lts={-0.3}
        c={inverted ? 'white' : undefined}
        visibleFrom={compactBelow}
        style={{ whiteSpace: 'nowrap' }}
      >
        Poker Night
      </Text>
    </Group>
  );
}

/** The word mark as the way home, for a visitor's pages that have no top bar. */
export function HomeLogoLink({ inverted }: Pick<LogoProps, 'inverted'>) {
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label="Poker Night home"
      p={4}
      style={{ borderRadius: 12 }}
    >
      <Logo inverted={inverted} />
    </UnstyledButton>
  );
}
