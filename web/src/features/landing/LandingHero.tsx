// The landing page's opening section (docs/product.md §2): the headline, a visitor's Get Started
// and Sign In, the free blind timer link, and a decorative felt table with cards and chips.
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import classes from './LandingPage.module.css';

/** Two cards and three chips on the felt: decoration only, so hidden from assistive technology. */
function HeroTable() {
  return (
    <Box className={classes.table} aria-hidden visibleFrom="md">
      <div className={`${classes.chip}`} style={{ left: 20, top: 40, background: '#c92a2a' }} />
      <div className={`${classes.chip}`} style={{ left: 300, top: 200, background: '#1c7ed6' }} />
      <div className={`${classes.chip}`} style={{ left: 345, top: 170, background: '#212529' }} />
      <div
        className={`${classes.card} ${classes.cardBlack}`}
        style={{ left: 90, top: 60, transform: 'rotate(-12deg)' }}
      >
        <span className={classes.cardCorner}>A♠</span>
        <span className={classes.cardPip}>♠</span>
        <span className={classes.cardCornerBottom}>A♠</span>
      </div>
      <div
        className={`${classes.card} ${classes.cardRed}`}
        style={{ left: 190, top: 40, transform: 'rotate(8deg)' }}
      >
        <span className={classes.cardCorner}>K♥</span>
        <span className={classes.cardPip}>♥</span>
        <span className={classes.cardCornerBottom}>K♥</span>
      </div>
    </Box>
  );
}

export function LandingHero() {
  const { user } = useAuth();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner} py={{ base: 56, sm: 96 }}>
        <Grid align="center" gap={48}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge
                variant="white"
                color="felt"
                size="lg"
                radius="xl"
                w="fit-content"
                leftSection={<span aria-hidden>♠</span>}
              >
                Home games, organised
              </Badge>
              <Title order={1} id="hero-title" className={classes.heroTitle}>
                Your poker night, <span className={classes.accent}>dealt right.</span>
              </Title>
              <Text fz={{ base: 'md', sm: 'xl' }} c="rgba(255,255,255,0.85)" maw={560}>
                Plan games, gather your regulars, save seats and crown the winners — all in one
                place that you host yourself.
              </Text>
              {/* A signed-in user's way on is MemberHome's, above this. */}
              {!user && (
                <Group gap="sm" mt="xs">
                  <Button
                    component={Link}
                    to="/register"
                    size="lg"
                    color="chip.4"
                    c="dark.9"
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                  >
                    Get Started
                  </Button>
                  <Button component={Link} to="/login" size="lg" variant="white" color="felt">
                    Sign In
                  </Button>
                </Group>
              )}
              <Anchor component={Link} to="/timer" c="white" size="sm" fw={600} w="fit-content">
                <Group gap={6} component="span" wrap="nowrap">
                  <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
                  Try the free blind timer — no account needed
                </Group>
              </Anchor>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <HeroTable />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
