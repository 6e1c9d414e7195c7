// Access tokens (issue 14): the personal access tokens scripts and other apps use the API with.
// Each shows its name, its first characters, its scopes and its dates; New token creates one and
// shows it once; Revoke (after a confirm) stops it at once. The explorer link opens GraphiQL,
// where a token can be tried.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Stack,
  Text,
  type MantineSpacing,
} from '@mantine/core';
import { IconExternalLink, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AccessTokensCard_TokenFragment } from '../../gql/graphql';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { QueryContent } from '../../ui/QueryContent';
import { SectionCard } from '../../ui/SectionCard';
import { useMutationAction } from '../../ui/useMutationAction';
import { CreateAccessTokenDialog } from './CreateAccessTokenDialog';
import { ACCESS_TOKENS_QUERY, REVOKE_ACCESS_TOKEN_MUTATION } from './documents';
import { EXPLORER_PATH } from './explorer';
import { isExpired, scopesLabel, useShortDate } from './tokenText';

const ROW_GAP: MantineSpacing = 'sm';

function TokenRow({
  token,
  onRevoke,
}: {
  token: AccessTokensCard_TokenFragment;
  onRevoke: () => void;
}) {
  const shortDate = useShortDate();
  const expired = isExpired(token.expiresAt);
  const facts = [
    `Created ${shortDate(token.createdAt)}`,
    token.lastUsedAt ? `Last used ${shortDate(token.lastUsedAt)}` : 'Never used',
    token.expiresAt
      ? `${expired ? 'Expired' : 'Expires'} ${shortDate(token.expiresAt)}`
      : 'Never expires',
  ];
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py={ROW_GAP}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={token.name}
    >
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {token.name}
          </Text>
          <Badge variant="light" color={token.scopes.includes('WRITE') ? 'chip' : 'gray'} size="sm">
            {scopesLabel(token.scopes)}
          </Badge>
          {expired && (
            <Badge variant="light" color="red" size="sm">
              Expired
            </Badge>
          )}
        </Group>
        <Code fz="xs" w="fit-content">
          {token.prefix}…
        </Code>
        <Text size="xs" c="dimmed">
          {/* Each fact whole on a narrow screen: the line breaks between them, never inside. */}
          {facts.map((fact) => fact.replaceAll(' ', '\u00a0')).join(' · ')}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={onRevoke}
        aria-label={`Revoke ${token.name}`}
        style={{ flex: 'none' }}
      >
        Revoke
      </Button>
    </Group>
  );
}

function TokenList({
  tokens,
  onRevoke,
}: {
  tokens: AccessTokensCard_TokenFragment[];
  onRevoke: (token: AccessTokensCard_TokenFragment) => void;
}) {
  if (tokens.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        No access tokens yet. Create one for each script or app, so you can revoke it alone.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} onRevoke={() => onRevoke(token)} />
      ))}
    </Stack>
  );
}

export function AccessTokensCard() {
  const { data, loading, error, refetch } = useQuery(ACCESS_TOKENS_QUERY);
  const [creating, setCreating] = useState(false);
  const confirm = useConfirmDialog();
  const { run } = useMutationAction();
  const [revokeToken] = useMutation(REVOKE_ACCESS_TOKEN_MUTATION, {
    refetchQueries: [ACCESS_TOKENS_QUERY],
    awaitRefetchQueries: true,
  });

  const askRevoke = (token: AccessTokensCard_TokenFragment) =>
    confirm.ask({
      title: 'Revoke access token',
      message: (
        <>
          Anything using <strong>{token.name}</strong> stops working at once, and it cannot be
          undone.
        </>
      ),
      confirmLabel: 'Revoke token',
      cancelLabel: 'Keep it',
      onConfirm: () =>
        run('revoke', () => revokeToken({ variables: { id: token.id } }), {
          success: 'Access token revoked',
          failure: 'Failed to revoke access token',
        }),
    });

  const tokens = data?.me?.accessTokens;
  return (
    <SectionCard
      titleId="access-tokens-title"
      title="Access tokens"
      icon={IconKey}
      action={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          New token
        </Button>
      }
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          Let a script, a bot or your league's website use the Poker Night API as you.{' '}
          <Anchor href={EXPLORER_PATH} target="_blank" rel="noopener" inherit underline="always">
            Try it in the explorer
            <IconExternalLink
              size={13}
              aria-hidden
              style={{ marginLeft: 3, verticalAlign: '-1px' }}
            />
          </Anchor>
        </Text>
        <QueryContent
          data={tokens}
          loading={loading}
          error={error}
          failedTitle="Your access tokens could not be loaded"
          onRetry={() => void refetch()}
          inline
        >
          {(loaded) => <TokenList tokens={loaded} onRevoke={askRevoke} />}
        </QueryContent>
      </Stack>
      <CreateAccessTokenDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog {...confirm.dialog} />
    </SectionCard>
  );
}
