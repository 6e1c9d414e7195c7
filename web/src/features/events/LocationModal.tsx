// Add New Location (docs/product.md §2 Create Event, §5 Location): a name and an address, both required
// and trimmed. On success the new location is added to my saved ones and handed back.
import { useMutation } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { textLimits } from '../../../../core/limits';
import { locationErrors } from '../../../../core/locations';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import { CREATE_LOCATION_MUTATION } from './documents';

export interface SavedLocation {
  id: string;
  name: string;
  address: string;
}

function LocationForm({
  meId,
  onCreated,
  onCancel,
}: {
  meId: string | null;
  onCreated: (location: SavedLocation) => void;
  onCancel: () => void;
}) {
  const { busy, run } = useMutationAction();
  const loading = busy !== null;
  const [createLocation] = useMutation(CREATE_LOCATION_MUTATION, {
    update(cache, { data }) {
      const location = data?.createLocation;
      if (!location || !meId) return;
      cache.modify({
        id: cache.identify({ __typename: 'Me', id: meId }),
        fields: {
          locations(existing, { toReference, readField }) {
            const list = (existing ?? []) as readonly unknown[];
            const ref = toReference({ ...location, __typename: 'Location' }, true);
            if (!ref || list.some((item) => readField('id', item as never) === location.id))
              return list;
            return [...list, ref].sort((a, b) =>
              String(readField('name', a as never) ?? '').localeCompare(
                String(readField('name', b as never) ?? ''),
              ),
            );
          },
        },
      });
    },
  });

  const form = useForm({
    initialValues: { name: '', address: '' },
    validate: locationErrors,
  });

  const submit = form.onSubmit(
    ({ name, address }) =>
      void run(
        'add',
        async () => {
          const { data } = await createLocation({
            variables: { name: name.trim(), address: address.trim() },
          });
          if (!data) throw new Error('No location returned');
          return data.createLocation;
        },
        { success: 'Location added', failure: 'Failed to add location', onSuccess: onCreated },
      ),
  );

  return (
    <ModalForm
      label="Add New Location"
      submitLabel="Add Location"
      busy={loading}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextInput
        label="Name"
        placeholder="e.g. Dave's garage"
        required
        data-autofocus
        maxLength={textLimits.locationName.max}
        {...form.getInputProps('name')}
      />
      <TextInput
        label="Address"
        placeholder="e.g. 12 Main St, Springfield"
        autoComplete="address-line1"
        required
        maxLength={textLimits.locationAddress.max}
        {...form.getInputProps('address')}
      />
    </ModalForm>
  );
}

export function LocationModal({
  opened,
  meId,
  onClose,
  onCreated,
}: {
  opened: boolean;
  meId: string | null;
  onClose: () => void;
  onCreated: (location: SavedLocation) => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add New Location">
      <LocationForm
        meId={meId}
        onCancel={onClose}
        onCreated={(location) => {
          onCreated(location);
          onClose();
        }}
      />
    </FormModal>
  );
}
