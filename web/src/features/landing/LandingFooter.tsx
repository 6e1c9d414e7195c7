// The landing page's footer: the copyright line and the two pages anyone may open without an
// account, the blind timer and the contact form.
import { Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './LandingPage.module.css';

export function LandingFooter() {
  return (
    <Box component="footer" className={classes.footer} py="lg">
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Poker Night · Self-hosted home game organiser
          </Text>
          <Group gap="md">
            <Link to="/timer" className={classes.footerLink}>
              Blind Timer
            </Link>
            <Link to="/contact" className={classes.footerLink}>
              Contact
            </Link>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
