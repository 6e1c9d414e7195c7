// Settle up (issue 13): each member's balance across the group's completed games after recorded
// payments, the fewest transfers that square everyone ("Bea pays Cal $40.00"), and for the owner
// and admins Record payment — blank, or filled in from a suggested transfer. The admin dashboard
// adds the payments recorded, under the lists (`children`: PaymentsList). The server works the
// figures out (core/settle-up); this card only shows them, and they update live.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import type { SettleUp_GroupFragment } from '../../gql/graphql';
import { personName } from '../../ui/personName';
import { SectionCard } from '../../ui/SectionCard';
import { ListHeading } from './ListHeading';
import { RecordPaymentDialog, type PaymentPerson } from './RecordPaymentDialog';
import { balanceText, signedMoney, transferText, type PaymentDraft } from './settleUpText';

/** The figures alone: what recordPayment answers with, so it replaces nothing else cached. */
export const SETTLE_UP_MONEY_FRAGMENT = graphql(`
  fragment SettleUp_money on Group {
    id
    balances {
      netCents
      user {
        ...PersonName_user
      }
    }
    settleUp {
      amountCents
      from {
        ...PersonName_user
      }
      to {
        ...PersonName_user
      }
    }
  }
`);

export const SETTLE_UP_FRAGMENT = graphql(`
  fragment SettleUp_group on Group {
    ...SettleUp_money
    viewerCan {
      recordPayments
    }
  }
`);

/** The card's group: its money and capability, and the members a payment may name. */
export type SettleUpGroup = SettleUp_GroupFragment & {
  memberRoles: { user: PaymentPerson }[];
};

const blank: PaymentDraft = { fromUserId: null, toUserId: null, amount: '' };

/** Everyone a payment may name: the members, and anyone who left still owing or owed. */
function peopleOf(group: SettleUpGroup): PaymentPerson[] {
  const people = new Map<string, PaymentPerson>();
  for (const line of group.memberRoles) people.set(line.user.id, line.user);
  for (const line of group.balances) people.set(line.user.id, line.user);
  return [...people.values()];
}

export function SettleUpCard({ group, children }: { group: SettleUpGroup; children?: ReactNode }) {
  const canRecord = group.viewerCan.recordPayments;
  const [opened, setOpened] = useState(false);
  // Kept after closing, so the form does not change under the dialog as it fades out.
  const [draft, setDraft] = useState<PaymentDraft>(blank);
  const open = (start: PaymentDraft) => {
    setDraft(start);
    setOpened(true);
  };
  const listStyle = { listStyle: 'none' } as const;

  return (
    <SectionCard
      titleId="settle-up-title"
      title="Settle up"
      icon={IconScale}
      action={
        canRecord ? (
          <Button variant="light" size="sm" onClick={() => open(blank)}>
            Record payment
          </Button>
        ) : undefined
      }
    >
      <Stack gap="lg">
        {group.balances.length === 0 ? (
          <Text size="sm" c="dimmed">
            Everyone is square: nobody owes anything for the group&apos;s completed games.
          </Text>
        ) : (
          <Stack gap="lg">
            <Stack gap="xs">
              <ListHeading id="balances-title">Balances</ListHeading>
              <Stack
                component="ul"
                gap={6}
                p={0}
                m={0}
                style={listStyle}
                aria-labelledby="balances-title"
              >
                {group.balances.map((line) => (
                  <Group
                    component="li"
                    key={line.user.id}
                    justify="space-between"
                    wrap="nowrap"
                    gap="sm"
                  >
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {personName(line.user)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {balanceText(line.netCents)}
                      </Text>
                    </div>
                    <Text
                      size="sm"
                      fw={700}
                      c={line.netCents > 0 ? 'felt.8' : 'red.8'}
                      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      aria-hidden
                    >
                      {signedMoney(line.netCents)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Stack>
            <Stack gap="xs">
              <ListHeading id="transfers-title">Suggested transfers</ListHeading>
              <Stack
                component="ol"
                gap={6}
                p={0}
                m={0}
                style={listStyle}
                aria-labelledby="transfers-title"
              >
                {group.settleUp.map((transfer) => {
                  const text = transferText(
                    personName(transfer.from),
                    personName(transfer.to),
                    transfer.amountCents,
                  );
                  return (
                    <Group
                      component="li"
                      key={`${transfer.from.id}-${transfer.to.id}`}
                      justify="space-between"
                      wrap="nowrap"
                      gap="sm"
                    >
                      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                        {text}
                      </Text>
                      {canRecord && (
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          style={{ flexShrink: 0 }}
                          aria-label={`Record: ${text}`}
                          onClick={() =>
                            open({
                              fromUserId: transfer.from.id,
                              toUserId: transfer.to.id,
                              amount: (transfer.amountCents / 100).toFixed(2),
                            })
                          }
                        >
                          Record
                        </Button>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          </Stack>
        )}
        {children}
      </Stack>
      {canRecord && (
        <RecordPaymentDialog
          opened={opened}
          groupId={group.id}
          people={peopleOf(group)}
          initial={draft}
          onClose={() => setOpened(false)}
        />
      )}
    </SectionCard>
  );
}
