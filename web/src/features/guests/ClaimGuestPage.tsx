// Claim a guest (docs/product.md §11): the page a claim link opens (/claim-guest?code=…), behind
// sign-in. It says whose games the link offers, how many, and the group the account will join,
// then moves them on one button; a link that is not the viewer's to use says so, and why.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleX, IconUserCheck } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../ui/PageContainer';
import { useMutationAction } from '../../ui/useMutationAction';
import { CLAIM_GUEST_MUTATION, GUEST_CLAIM_QUERY } from './documents';

export function ClaimGuestPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const navigate = useNavigate();
  const { data, loading } = useQuery(GUEST_CLAIM_QUERY, {
    variables: { code },
    skip: !code,
    fetchPolicy: 'network-only',
  });
  const [claim] = useMutation(CLAIM_GUEST_MUTATION);
  const { busy, run } = useMutationAction<'claim'>();
  const offer = data?.guestClaim;

  if (code && loading && !data) {
    return (
      <PageContainer title="Claim your games">
        <Loader aria-label="Checking the claim link" />
      </PageContainer>
    );
  }

  if (!offer) {
    return (
      <PageContainer title="Claim your games">
        <Card withBorder padding="lg" maw={520}>
          <Stack align="flex-start" gap="md">
            <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
              <IconCircleX size={28} />
            </ThemeIcon>
            <Text>
              This claim link cannot be used: it is invalid, has expired or was already used, or it
              was sent to another e-mail address than the one you signed in with. Ask the host for a
              new one.
            </Text>
            <Button component={Link} to="/dashboard" variant="default">
              Go to Dashboard
            </Button>
          </Stack>
        </Card>
      </PageContainer>
    );
  }

  const games = offer.gamesPlayed === 1 ? '1 game' : `${offer.gamesPlayed} games`;
  return (
    <PageContainer title="Claim your games">
      <Card withBorder padding="lg" maw={520}>
        <Stack align="flex-start" gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="felt" aria-hidden>
            <IconUserCheck size={28} />
          </ThemeIcon>
          <Text>
            You played {games} as the guest <strong>{offer.guest.displayName}</strong>
            {offer.groupName ? (
              <>
                {' '}
                in <strong>{offer.groupName}</strong>
              </>
            ) : null}
            . Take them over and their results, winnings and balances become yours
            {offer.groupName ? ', and you join the group' : ''}.
          </Text>
          <Button
            loading={busy === 'claim'}
            onClick={() =>
              void run('claim', () => claim({ variables: { code } }), {
                success: `The games of ${offer.guest.displayName} are now yours`,
                failure: 'Failed to claim the games',
                onSuccess: () => navigate('/history'),
              })
            }
          >
            Take over my games
          </Button>
        </Stack>
      </Card>
    </PageContainer>
  );
}
