// The landing page's three feature cards (docs/product.md §2): group management, event planning
// and winner tracking, each an icon, a title and a sentence under one "Less herding" heading.
import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconTrophy, IconUsersGroup, type Icon } from '@tabler/icons-react';
import classes from './LandingPage.module.css';

interface Feature {
  icon: Icon;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: IconUsersGroup,
    title: 'Group Management',
    text: 'Keep your regulars together. Invite friends by e-mail, see who is in, and run group games with their own leaderboards.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Event Planning',
    text: 'Set the date, place, buy-in and player cap. Players join with one click, pick a seat and add the game to their calendar.',
  },
  {
    icon: IconTrophy,
    title: 'Winner Tracking',
    text: 'Record the top three and their prizes after every game. Wins, earnings and stats add up on their own.',
  },
];

export function LandingFeatureCards() {
  return (
    <Box component="section" className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <Stack gap={6} ta="center" mb={40}>
          <Text c="felt.8" fw={700} tt="uppercase" size="sm" lts={1}>
            Everything the host needs
          </Text>
          <Title order={2} id="features-title" fz={{ base: 28, sm: 36 }}>
            Less herding, more playing
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Card key={feature.title} shadow="xs" padding="xl">
              <ThemeIcon size={52} radius="md" className={classes.featureIcon} aria-hidden>
                <feature.icon size={28} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="xl" mt="lg" mb="xs">
                {feature.title}
              </Title>
              <Text c="dimmed">{feature.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
