// One pending invitation in a list (the dashboard's events and groups, the groups page's Group
// Invitations): its title, what the page says about it, then Accept and Decline. One answer runs
// at a time (useMutationAction): the running button spins, every other one waits disabled.
import { Box, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type InvitationAnswer = 'accept' | 'decline';

/** useMutationAction's key for an answer: `accept:event:42`, `decline:group:7`. */
export type InvitationAnswerKey = `${InvitationAnswer}:${string}`;

export function invitationAnswerKey(
  answer: InvitationAnswer,
  subject: string,
): InvitationAnswerKey {
  return `${answer}:${subject}`;
}

export function InvitationItem({
  subject,
  title,
  href,
  pending,
  onAnswer,
  children,
}: {
  /** Names what is answered, unique on the page (`event:42`); also the title's id. */
  subject: string;
  title: string;
  /** Where the title links to, if anywhere. */
  href?: string;
  /** The answer in flight on this page, if any. */
  pending: InvitationAnswerKey | null;
  onAnswer: (answer: InvitationAnswer) => void;
  /** What the page tells about the invitation, under its title. */
  children: ReactNode;
}) {
  const titleId = `invitation-${subject.replace(/:/g, '-')}`;
  const button = (answer: InvitationAnswer) => {
    const running = pending === invitationAnswerKey(answer, subject);
    return {
      onClick: () => onAnswer(answer),
      loading: running,
      disabled: pending !== null && !running,
      // The button says what it does; its description says to what.
      'aria-describedby': titleId,
    };
  };
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      p="md"
      style={{
        listStyle: 'none',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {href ? (
        <Text
          component={Link}
          to={href}
          id={titleId}
          fw={700}
          c="inherit"
          td="none"
          style={{ overflowWrap: 'anywhere' }}
        >
          {title}
        </Text>
      ) : (
        <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      )}
      {children}
      <Group gap="xs" mt="sm" grow>
        <Button size="sm" {...button('accept')}>
          Accept
        </Button>
        <Button size="sm" variant="default" {...button('decline')}>
          Decline
        </Button>
      </Group>
    </Box>
  );
}
