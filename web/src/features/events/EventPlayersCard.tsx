// The event page's Attending Players card: each player with initials, "(you)" and the Host badge,
// and the count against the cap; the host may remove a player (never themselves) while upcoming,
// and add one they know or a guest until the game is completed (a walk-in, too); guests carry
// a Guest badge (docs/product.md §11).
import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { EventDetailFragment } from '../../gql/graphql';
import { initials, personName, playersText } from '../../ui/eventText';
import { SectionCard } from '../../ui/SectionCard';

export function EventPlayersCard({
  event,
  viewerId,
  onRemove,
  onAdd,
}: {
  event: EventDetailFragment;
  viewerId: string | null;
  /** Asks to remove a player; absent when the viewer may not. */
  onRemove?: (player: EventDetailFragment['players'][number]) => void;
  /** Opens Add player; absent when the viewer may not. */
  onAdd?: () => void;
}) {
  return (
    <SectionCard
      titleId="players-title"
      title="Attending Players"
      icon={IconUsers}
      compact
      badge={
        <Badge
          variant="light"
          size="lg"
          style={{ flexShrink: 0 }}
          aria-label={playersText(event.playerCount, event.maxPlayers)}
          color={event.playerCount >= event.maxPlayers ? 'red' : 'felt'}
        >
          {event.playerCount}/{event.maxPlayers}
        </Badge>
      }
    >
      <Stack component="ul" gap={6} p={0} m={0} aria-label="Attending players">
        {event.players.map((player) => {
          const host = player.id === event.owner.id;
          const you = player.id === viewerId;
          return (
            <Group
              component="li"
              key={player.id}
              gap="sm"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
              py={4}
            >
              <Avatar radius="xl" size={36} color={host ? 'chip' : 'felt'} aria-hidden>
                {initials(player)}
              </Avatar>
              <Text fw={600} style={{ flex: 1, minWidth: 0 }} truncate="end">
                {personName(player)}
                {you && (
                  <Text component="span" c="dimmed" fw={400}>
                    {' '}
                    (you)
                  </Text>
                )}
              </Text>
              {host && (
                <Badge color="chip" variant="filled">
                  Host
                </Badge>
              )}
              {player.isGuest && (
                <Badge color="gray" variant="light">
                  Guest
                </Badge>
              )}
              {!host && onRemove && (
                <Tooltip label="Remove player">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${personName(player)}`}
                    onClick={() => onRemove(player)}
                  >
                    <IconUserMinus size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        })}
      </Stack>
      {onAdd && (
        <Button
          variant="light"
          fullWidth
          mt="sm"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={onAdd}
          disabled={event.playerCount >= event.maxPlayers}
        >
          {event.playerCount >= event.maxPlayers ? 'Full: raise the cap to add' : 'Add player'}
        </Button>
      )}
    </SectionCard>
  );
}
