// Create Group (docs/product.md §2 Groups, §5 "Group: name is required and trimmed", §8 "Failed to create
// group"): a required name and an optional description. The new group is handed back so the
// page can open it.
import { useMutation } from '@apollo/client/react';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { groupErrors } from '../../../../core/groups';
import { textLimits } from '../../../../core/limits';
import type { GroupCardFragment } from '../../gql/graphql';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import { CREATE_GROUP_MUTATION, GROUPS_QUERY } from './documents';

function CreateGroupForm({
  onCreated,
  onCancel,
}: {
  onCreated: (group: GroupCardFragment) => void;
  onCancel: () => void;
}) {
  const { busy, run } = useMutationAction();
  const loading = busy !== null;
  const [createGroup] = useMutation(CREATE_GROUP_MUTATION, {
    refetchQueries: [{ query: GROUPS_QUERY }],
  });

  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: groupErrors,
  });

  const submit = form.onSubmit(
    ({ name, description }) =>
      void run(
        'create',
        async () => {
          const { data } = await createGroup({
            variables: { name: name.trim(), description: description.trim() || null },
          });
          if (!data) throw new Error('No group returned');
          return data.createGroup;
        },
        { success: 'Group created', failure: 'Failed to create group', onSuccess: onCreated },
      ),
  );

  return (
    <ModalForm
      label="Create Group"
      submitLabel="Create Group"
      busy={loading}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextInput
        label="Group name"
        placeholder="Thursday Night Regulars"
        required
        maxLength={textLimits.groupName.max}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        description="Optional: who plays, where, how often."
        placeholder="Low-stakes hold'em at Dave's, every other Thursday."
        rows={3}
        resize="vertical"
        maxLength={textLimits.groupDescription.max}
        {...form.getInputProps('description')}
      />
    </ModalForm>
  );
}

export function CreateGroupModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (group: GroupCardFragment) => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Create Group" size="md">
      {/* The modal unmounts its content once closed, so every opening starts with an empty form. */}
      <CreateGroupForm
        onCancel={onClose}
        onCreated={(group) => {
          onClose();
          onCreated(group);
        }}
      />
    </FormModal>
  );
}
