// Landing (docs/product.md §2): hero, three feature cards (group management, event planning, winner
// tracking), three feature sections each linking to /register, and a closing call to action.
// It is also the post-login home, so a signed-in user first sees their next game and the way to
// their dashboard (MemberHome).
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconArrowRight,
  IconCalendarEvent,
  IconCheck,
  IconClock,
  IconCrown,
  IconMapPin,
  IconTrophy,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import classes from './LandingPage.module.css';
import { MemberHome } from './MemberHome';

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

function Hero() {
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

function FeatureCards() {
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

interface FeatureSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  cta: string;
  illustration: ReactNode;
  reverse?: boolean;
  alt?: boolean;
}

function FeatureSection({
  id,
  eyebrow,
  title,
  text,
  points,
  cta,
  illustration,
  reverse,
  alt,
}: FeatureSectionProps) {
  return (
    <Box
      component="section"
      className={`${classes.section} ${alt ? classes.sectionAlt : ''}`}
      aria-labelledby={id}
    >
      <Container size="lg">
        <Grid align="center" gap={{ base: 32, md: 64 }}>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: reverse ? 2 : 1 }}>
            <Stack gap="md">
              <Text c="felt.8" fw={700} tt="uppercase" size="sm" lts={1}>
                {eyebrow}
              </Text>
              <Title order={2} id={id} fz={{ base: 26, sm: 32 }}>
                {title}
              </Title>
              <Text c="dimmed" fz="lg">
                {text}
              </Text>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                    <IconCheck size={14} stroke={2.5} />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to="/register"
                variant="light"
                w="fit-content"
                mt="xs"
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                {cta}
              </Button>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: reverse ? 1 : 2 }}>
            {illustration}
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

function GroupIllustration() {
  const members = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli'];
  return (
    <Paper shadow="md" p="xl" withBorder aria-hidden>
      <Group justify="space-between" mb="md">
        <div>
          <Text fw={700} fz="lg">
            Thursday Regulars
          </Text>
          <Text c="dimmed" size="sm">
            Cash game crew since 2019
          </Text>
        </div>
        <Badge variant="light">12 members</Badge>
      </Group>
      <Avatar.Group>
        {members.map((name, i) => (
          <Avatar key={name} color={['felt', 'chip', 'red', 'blue', 'grape'][i]} radius="xl">
            {name[0]}
          </Avatar>
        ))}
        <Avatar radius="xl">+7</Avatar>
      </Avatar.Group>
      <Paper bg="gray.0" p="sm" mt="lg" radius="md">
        <Text size="sm">
          <b>3 invitations</b> waiting for an answer
        </Text>
      </Paper>
    </Paper>
  );
}

function EventIllustration() {
  return (
    <Paper shadow="md" p={{ base: 'lg', sm: 'xl' }} withBorder aria-hidden>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Text fw={700} fz="lg">
            Friday Night Hold'em
          </Text>
          <Text c="dimmed" size="sm">
            Friday, December 4 · 7:30 PM
          </Text>
        </div>
        <Badge color="chip" variant="filled" c="dark.9">
          $20 buy-in
        </Badge>
      </Group>
      <Group gap={6} c="dimmed" mb="lg">
        <IconMapPin size={16} />
        <Text size="sm">Sam's place, 12 Oak Street</Text>
      </Group>
      <Text size="sm" fw={600} mb={6}>
        Table 1 · 7 of 9 seats taken
      </Text>
      <Group gap={6}>
        {Array.from({ length: 9 }, (_, i) => (
          <ThemeIcon key={i} radius="xl" size={28} variant={i < 7 ? 'filled' : 'default'}>
            <Text size="xs" fw={700}>
              {i + 1}
            </Text>
          </ThemeIcon>
        ))}
      </Group>
    </Paper>
  );
}

function WinnersIllustration() {
  const rows = [
    { place: '1st', name: 'Cleo', prize: '$120', color: 'chip' },
    { place: '2nd', name: 'Ben', prize: '$60', color: 'gray' },
    { place: '3rd', name: 'Ava', prize: '$20', color: 'orange' },
  ];
  return (
    <Paper shadow="md" p="xl" withBorder aria-hidden>
      <Group gap="xs" mb="md">
        <IconCrown size={20} color="var(--mantine-color-chip-6)" />
        <Text fw={700} fz="lg">
          Winners
        </Text>
      </Group>
      <Stack gap="xs">
        {rows.map((row) => (
          <Group
            key={row.place}
            justify="space-between"
            p="sm"
            bg="gray.0"
            style={{ borderRadius: 10 }}
          >
            <Group gap="sm">
              <Badge color={row.color} variant="filled" miw={52}>
                {row.place}
              </Badge>
              <Text fw={600}>{row.name}</Text>
            </Group>
            <Text fw={700} c="felt.8">
              {row.prize}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The page's last word: a visitor is asked to sign up; a signed-in member, who has an account
 * already (issue 28), is sent on to their dashboard.
 */
function ClosingCallToAction() {
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

function Footer() {
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

export function LandingPage() {
  useDocumentTitle('Poker Night · Organise your home poker games');
  const { user } = useAuth();
  return (
    <>
      {user && <MemberHome />}
      <Hero />
      <FeatureCards />
      <FeatureSection
        id="groups-title"
        eyebrow="Group management"
        title="Bring your regulars together"
        text="A group keeps your crew in one place, so inviting everyone to the next game takes one click."
        points={[
          'Invite friends by e-mail, accept invitations in one tap',
          'Group events invite every member automatically',
          'Leaderboards for most wins and most games played',
        ]}
        cta="Start your group"
        illustration={<GroupIllustration />}
        alt
      />
      <FeatureSection
        id="events-title"
        eyebrow="Event planning"
        title="Plan the game, fill the table"
        text="Set the buy-in and the cap, then let players join, take seats and add the night to their calendar."
        points={[
          'Buy-in, location and a player cap that is never overbooked',
          'Tables and seat reservations, live for everyone',
          'Add to Calendar with a single download',
        ]}
        cta="Plan your first game"
        illustration={<EventIllustration />}
        reverse
      />
      <FeatureSection
        id="winners-title"
        eyebrow="Winner tracking"
        title="Crown the winners, keep the bragging rights"
        text="Record first, second and third with their prizes. History and stats keep score so nobody has to."
        points={[
          'Top three winners and prizes for every game',
          'Games played, wins and earnings per player',
          'A full history of past events',
        ]}
        cta="Start tracking wins"
        illustration={<WinnersIllustration />}
        alt
      />
      <ClosingCallToAction />
      <Footer />
    </>
  );
}
