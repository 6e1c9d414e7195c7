// Record payment (issue 13): who paid whom, and how much — a payment made outside the app, which
// moves both balances towards zero. The owner and admins (GroupCapabilities.recordPayments);
// core/settle-up's rule checks it here and on the server, and the answer (and the group's live
// subscription) puts the new balances on the page.
import { useMutation } from '@apollo/client/react';
import { Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { graphql } from '../../gql';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { MoneyInput } from '../../ui/MoneyInput';
import { personName, type PersonLike } from '../../ui/personName';
import { useMutationAction } from '../../ui/useMutationAction';
import { paymentDraftErrors, type PaymentDraft } from './settleUpText';

export const RECORD_PAYMENT_MUTATION = graphql(`
  mutation RecordPayment($groupId: ID!, $fromUserId: ID!, $toUserId: ID!, $amountCents: Int!) {
    recordPayment(
      groupId: $groupId
      fromUserId: $fromUserId
      toUserId: $toUserId
      amountCents: $amountCents
    ) {
      ...SettleUp_money
      ...SettleUp_payments
    }
  }
`);

export type PaymentPerson = PersonLike & { id: string };

function RecordPaymentForm({
  groupId,
  people,
  initial,
  onDone,
}: {
  groupId: string;
  people: PaymentPerson[];
  initial: PaymentDraft;
  onDone: () => void;
}) {
  const { busy, run } = useMutationAction();
  const [recordPayment] = useMutation(RECORD_PAYMENT_MUTATION);
  const form = useForm<PaymentDraft>({
    initialValues: initial,
    validate: (values) => paymentDraftErrors(values).errors,
  });
  const options = [...people]
    .sort((a, b) => personName(a).localeCompare(personName(b), undefined, { sensitivity: 'base' }))
    .map((person) => ({ value: person.id, label: personName(person) }));

  const submit = form.onSubmit(
    (values) =>
      void run(
        'record',
        () =>
          recordPayment({
            variables: {
              groupId,
              fromUserId: values.fromUserId!,
              toUserId: values.toUserId!,
              amountCents: paymentDraftErrors(values).amountCents!,
            },
          }),
        { success: 'Payment recorded', failure: 'Failed to record payment', onSuccess: onDone },
      ),
  );

  return (
    <ModalForm
      label="Record payment"
      submitLabel="Record payment"
      busy={busy !== null}
      onSubmit={submit}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Who paid"
          placeholder="Pick a member"
          required
          searchable
          data={options}
          nothingFoundMessage="No member by that name"
          {...form.getInputProps('fromUserId')}
        />
        <Select
          label="Who was paid"
          placeholder="Pick a member"
          required
          searchable
          data={options}
          nothingFoundMessage="No member by that name"
          {...form.getInputProps('toUserId')}
        />
      </SimpleGrid>
      <MoneyInput
        label="Amount ($)"
        placeholder="0.00"
        prefix="$"
        required
        {...form.getInputProps('amount')}
      />
    </ModalForm>
  );
}

export function RecordPaymentDialog({
  opened,
  groupId,
  people,
  initial,
  onClose,
}: {
  opened: boolean;
  groupId: string;
  people: PaymentPerson[];
  /** The form's starting values: blank, or a suggested transfer's. */
  initial: PaymentDraft;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Record payment" size="md">
      {/* Keyed by its start, so a suggested transfer opens the form filled in afresh. */}
      <RecordPaymentForm
        key={`${initial.fromUserId}-${initial.toUserId}-${initial.amount}`}
        groupId={groupId}
        people={people}
        initial={initial}
        onDone={onClose}
      />
    </FormModal>
  );
}
