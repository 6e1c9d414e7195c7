// Profile (docs/product.md §2): display name (required) and time zone, plus Password Settings for password
// accounts, the Calendar feed (issue 12) and the Access tokens of the API (issue 14). A
// first-time profile goes on to / once saved (docs/product.md §4 Profile gate).
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSparkles, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { textLimits } from '../../../../core/limits';
import { DEFAULT_TIMEZONE, isSupportedTimezone, TIMEZONES } from '../../../../core/timezones';
import { useAuth } from '../../auth/AuthProvider';
import { useMutationAction } from '../../ui/useMutationAction';
import { PageContainer } from '../../ui/PageContainer';
import { AccessTokensCard } from './AccessTokensCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { UPDATE_PROFILE_MUTATION } from './documents';
import { PasswordSettingsCard } from './PasswordSettingsCard';
import { profileSchema } from './schemas';

const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone.value, label: zone.label }));

export function ProfilePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [firstTime] = useState(() => !user?.displayName.trim());
  const [updateProfile] = useMutation(UPDATE_PROFILE_MUTATION);
  const { busy, run } = useMutationAction();

  const form = useForm({
    initialValues: {
      displayName: user?.displayName ?? '',
      timezone: user && isSupportedTimezone(user.timezone) ? user.timezone : DEFAULT_TIMEZONE,
    },
    validate: schemaResolver(profileSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    ({ displayName, timezone }) =>
      void run(
        'save',
        () => updateProfile({ variables: { displayName: displayName.trim(), timezone } }),
        {
          success: 'Profile updated successfully!',
          failure: 'Failed to update profile',
          onSuccess: () => {
            form.resetDirty();
            if (firstTime) void navigate('/', { replace: true });
          },
        },
      ),
  );

  const timezone = form.values.timezone;

  return (
    <PageContainer
      title="Profile"
      description={user ? `Signed in as ${user.email}` : undefined}
      size="sm"
    >
      {firstTime && (
        <Alert
          variant="light"
          color="chip"
          icon={<IconSparkles size={18} aria-hidden />}
          title="Welcome to Poker Night!"
        >
          Choose the name other players will see at the table, then you're ready to play.
        </Alert>
      )}

      <Card component="section" aria-labelledby="profile-info-title">
        <Title order={2} fz="h3" id="profile-info-title" mb="lg">
          Profile Information
        </Title>
        <form onSubmit={submit} noValidate aria-label="Profile">
          <Stack gap="md">
            <TextInput
              label="Display Name"
              placeholder="How other players see you"
              autoComplete="nickname"
              required
              maxLength={textLimits.displayName.max}
              {...form.getInputProps('displayName')}
            />
            <Select
              label="Time Zone"
              data={TIMEZONE_OPTIONS}
              allowDeselect={false}
              checkIconPosition="right"
              leftSection={<IconWorld size={18} aria-hidden />}
              description={`Event dates are shown in ${timezone}.`}
              {...form.getInputProps('timezone')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={busy !== null}>
                Save Profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {user && user.authProvider !== 'GOOGLE' ? (
        <PasswordSettingsCard />
      ) : (
        <Text c="dimmed" size="sm" ta="center">
          You sign in with Google, so your password is managed by your Google account.
        </Text>
      )}

      {/* The feed lists a member's games, and a first-time profile has none yet. */}
      {!firstTime && <CalendarFeedCard />}

      {/* Tokens act as a member, so they wait for the profile a member needs (a display name). */}
      {!firstTime && <AccessTokensCard />}
    </PageContainer>
  );
}
