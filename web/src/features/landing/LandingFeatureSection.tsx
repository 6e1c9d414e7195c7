// One of the landing page's feature sections (docs/product.md §2): eyebrow, heading, a sentence,
// a checklist and a link to /register on one side, an illustration on the other. LandingPage
// shows three, alternating sides (reverse) and background (alt).
import { Box, Button, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './LandingPage.module.css';

interface LandingFeatureSectionProps {
  /** The heading's id, which also names the section (aria-labelledby). */
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

export function LandingFeatureSection({
  id,
  eyebrow,
  title,
  text,
  points,
  cta,
  illustration,
  reverse,
  alt,
}: LandingFeatureSectionProps) {
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
