// The payments recorded in a group (Group.payments), newest first, on the admin dashboard's Settle
// up card: who paid whom, how much, who recorded it and when. The owner and admins
// (GroupCapabilities.deletePayments) can delete one recorded by mistake, after a confirm; the
// answer puts the balances back at once and the group's live update brings the activity line.
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { graphql } from '../../gql';
import type { SettleUp_PaymentsFragment } from '../../gql/graphql';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { personName } from '../../ui/personName';
import { useMutationAction } from '../../ui/useMutationAction';
import { useViewerZone } from '../../ui/eventText';
import { ListHeading } from './ListHeading';
import { paymentText, recordedText } from './settleUpText';

/** The latest 20, where a mistake is noticed; the API pages through the rest. */
export const SETTLE_UP_PAYMENTS_FRAGMENT = graphql(`
  fragment SettleUp_payments on Group {
    id
    payments(first: 20) {
      totalCount
      edges {
        node {
          id
          amountCents
          recordedAt
          from {
            ...PersonName_user
          }
          to {
            ...PersonName_user
          }
          recordedBy {
            ...PersonName_user
          }
        }
      }
    }
  }
`);

export const DELETE_PAYMENT_MUTATION = graphql(`
  mutation DeletePayment($paymentId: ID!) {
    deletePayment(paymentId: $paymentId) {
      ...SettleUp_money
      ...SettleUp_payments
    }
  }
`);

type Payment = SettleUp_PaymentsFragment['payments']['edges'][number]['node'];

export function PaymentsList({
  group,
  canDelete,
}: {
  group: SettleUp_PaymentsFragment;
  canDelete: boolean;
}) {
  const { timeZone } = useViewerZone();
  const confirm = useConfirmDialog();
  const { run } = useMutationAction();
  const [deletePayment] = useMutation(DELETE_PAYMENT_MUTATION);
  const { totalCount, edges } = group.payments;
  if (totalCount === 0) return null;

  const askDelete = (payment: Payment, text: string) =>
    confirm.ask({
      title: 'Delete payment',
      message: (
        <>
          <strong>{text}</strong> comes off the balances, and the activity log says you deleted it.
          Record it again if it was right after all.
        </>
      ),
      confirmLabel: 'Delete payment',
      cancelLabel: 'Keep it',
      onConfirm: () =>
        run('delete', () => deletePayment({ variables: { paymentId: payment.id } }), {
          success: 'Payment deleted',
          failure: 'Failed to delete payment',
        }),
    });

  return (
    <Stack gap="xs">
      <ListHeading id="payments-title">Payments</ListHeading>
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby="payments-title"
      >
        {edges.map(({ node: payment }) => {
          const text = paymentText(
            personName(payment.from),
            personName(payment.to),
            payment.amountCents,
          );
          return (
            <Group component="li" key={payment.id} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {text}
                </Text>
                <Text size="xs" c="dimmed">
                  {recordedText(personName(payment.recordedBy), payment.recordedAt, timeZone)}
                </Text>
              </div>
              {canDelete && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  aria-label={`Delete payment: ${text}`}
                  onClick={() => askDelete(payment, text)}
                >
                  Delete
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
      {totalCount > edges.length && (
        <Text size="xs" c="dimmed">
          The latest {edges.length} of {totalCount} payments.
        </Text>
      )}
      <ConfirmDialog {...confirm.dialog} />
    </Stack>
  );
}
