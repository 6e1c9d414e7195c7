// The landing page's last word (docs/product.md §2): a visitor is asked to sign up; a signed-in
// member, who has an account already (issue 28), is sent on to their dashboard. Both paths are
// checked in tests/e2e/landing-member.spec.ts.
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import classes from './LandingPage.module.css';

export function LandingClosingCallToAction() {
  const { user } = useAuth();
  return (
    <Box component="section" className={classes.section} aria-labelledby="closing-title">
      <Container size="lg">
        <Box className={classes.closing} px={{ base: 'lg', sm: 56 }} py={{ base: 40, sm: 56 }}>
          <Stack gap="md" maw={620} style={{ position: 'relative' }}>
            <Title order={2} id="closing-title" c="white" fz={{ base: 28, sm: 36 }}>
              Ready to shuffle up and deal?
            </Title>
            <Text c="rgba(255,255,255,0.85)" fz="lg">
              {user
                ? 'Your games, invitations and groups are waiting on your dashboard.'
                : 'Create your free account, invite your regulars and have your next game on the calendar in minutes.'}
            </Text>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to={user ? '/dashboard' : '/register'}
                size="lg"
                color="chip.4"
                c="dark.9"
              >
                {user ? 'Go to Dashboard' : 'Create Your Account'}
              </Button>
              <Button component={Link} to="/contact" size="lg" variant="white" color="felt">
                Contact Us
              </Button>
            </Group>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
