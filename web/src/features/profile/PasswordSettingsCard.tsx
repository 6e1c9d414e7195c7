// Password Settings (docs/product.md §2 Profile): change the password after confirming the current one.
// Not rendered for accounts that sign in with Google.
import { useMutation } from '@apollo/client/react';
import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutationAction } from '../../ui/useMutationAction';
import { NewPasswordFields, PasswordField } from '../auth/CredentialFields';
import { CHANGE_PASSWORD_MUTATION } from './documents';
import { changePasswordSchema } from './schemas';

export function PasswordSettingsCard() {
  const [changePassword] = useMutation(CHANGE_PASSWORD_MUTATION);
  const { busy, run } = useMutationAction();
  const form = useForm({
    initialValues: {
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      endEveryAccess: false,
    },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    ({ currentPassword, newPassword, endEveryAccess }) =>
      void run(
        'change',
        () =>
          changePassword({
            variables: { currentPassword, newPassword, endEveryAccess },
            // The tokens are gone and the feed has a new address: the cards below read them anew.
            refetchQueries: endEveryAccess ? ['AccessTokens', 'CalendarFeed'] : [],
          }),
        {
          success: 'Password updated successfully!',
          failure: 'Failed to update password. Please check your current password.',
          onSuccess: () => form.reset(),
        },
      ),
  );

  return (
    <Card component="section" aria-labelledby="password-settings-title">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="h3" id="password-settings-title">
          Password Settings
        </Title>
        <Text c="dimmed" size="sm">
          Changing your password signs you out on your other devices.
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="md">
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            leftSection={null}
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields form={form} plain />
          <Checkbox
            label="Also revoke my access tokens and change my calendar feed address"
            description="For when someone else may have known your password."
            {...form.getInputProps('endEveryAccess', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy !== null}>
              Update Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
