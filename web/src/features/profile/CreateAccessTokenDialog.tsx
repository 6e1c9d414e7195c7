// New access token: a name, READ or WRITE (WRITE includes READ) and an optional expiry in days,
// then the token itself, shown this once with a Copy button — the server keeps only its hash, so
// closing the dialog loses it for good. The token lives in this component's state only while the
// dialog shows it.
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  accessTokenMessages,
  expiryDaysProblem,
} from '../../../../core/access-tokens';
import { requiredTextProblem, textLimits } from '../../../../core/limits';
import type { AccessScope } from '../../gql/graphql';
import { FormModal, ModalForm } from '../../ui/FormModal';
import { useMutationAction } from '../../ui/useMutationAction';
import { ACCESS_TOKENS_QUERY, CREATE_ACCESS_TOKEN_MUTATION } from './documents';
import { EXPLORER_PATH } from './explorer';
import { scopeChoices } from './tokenText';

interface CreatedToken {
  name: string;
  token: string;
}

function NewTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedToken) => void;
  onCancel: () => void;
}) {
  const [createToken] = useMutation(CREATE_ACCESS_TOKEN_MUTATION, {
    refetchQueries: [ACCESS_TOKENS_QUERY],
    awaitRefetchQueries: true,
  });
  const { busy, run } = useMutationAction();
  const form = useForm<{ name: string; scope: AccessScope; expiresInDays: number | string }>({
    initialValues: { name: '', scope: 'READ', expiresInDays: '' },
    validate: {
      name: (name) =>
        requiredTextProblem('accessTokenName', name, accessTokenMessages.nameRequired),
      expiresInDays: (days) => expiryDaysProblem(days === '' ? null : Number(days)),
    },
  });

  const submit = form.onSubmit(
    ({ name, scope, expiresInDays }) =>
      void run(
        'create',
        () =>
          createToken({
            variables: {
              name: name.trim(),
              scopes: [scope],
              expiresInDays: expiresInDays === '' ? null : Number(expiresInDays),
            },
          }),
        {
          failure: 'Failed to create access token',
          onSuccess: ({ data }) => {
            const created = data?.createAccessToken;
            if (created) onCreated({ name: created.accessToken.name, token: created.token });
          },
        },
      ),
  );

  return (
    <ModalForm
      label="New access token"
      submitLabel="Create token"
      busy={busy !== null}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextInput
        label="Token name"
        description="What will use it, e.g. “League website” or “Discord bot”."
        required
        data-autofocus
        maxLength={textLimits.accessTokenName.max}
        {...form.getInputProps('name')}
      />
      <Radio.Group label="Scope" required {...form.getInputProps('scope')}>
        <Stack gap="sm" mt="xs">
          {scopeChoices.map((choice) => (
            <Radio
              key={choice.value}
              value={choice.value}
              label={choice.label}
              description={choice.description}
            />
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label="Expires after (days)"
        description={`${ACCESS_TOKEN_EXPIRY_DAYS.min} to ${ACCESS_TOKEN_EXPIRY_DAYS.max} days; leave empty for a token that never expires.`}
        placeholder="Never"
        min={ACCESS_TOKEN_EXPIRY_DAYS.min}
        max={ACCESS_TOKEN_EXPIRY_DAYS.max}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('expiresInDays')}
      />
    </ModalForm>
  );
}

function NewTokenReveal({ created, onDone }: { created: CreatedToken; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title="Copy your token now"
      >
        You won't see it again: Poker Night keeps only a fingerprint of it. If you lose it, revoke
        it and create a new one.
      </Alert>
      <Stack gap={6}>
        <Text size="sm" fw={600} id="new-token-label">
          {created.name}
        </Text>
        <Code
          block
          aria-labelledby="new-token-label"
          data-testid="new-access-token"
          fz="sm"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {created.token}
        </Code>
      </Stack>
      <Text size="sm" c="dimmed">
        Send it as <Code>Authorization: Bearer {'<token>'}</Code> with each request to{' '}
        <Code>/graphql</Code>.
      </Text>
      <Group justify="space-between" gap="sm">
        <Anchor href={EXPLORER_PATH} target="_blank" rel="noopener" size="sm">
          <Group component="span" gap={4} wrap="nowrap">
            Try it in the explorer
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <Group gap="sm" ml="auto">
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function CreateAccessTokenDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  // Every opening starts with an empty form, even where the fade-out below never ran.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setCreated(null);
  }
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      // Forgotten once the dialog has faded out (not before: the form would flash back).
      onExitTransitionEnd={() => setCreated(null)}
      title={created ? 'Your new access token' : 'New access token'}
    >
      {created ? (
        <NewTokenReveal created={created} onDone={onClose} />
      ) : (
        <NewTokenForm onCreated={setCreated} onCancel={onClose} />
      )}
    </FormModal>
  );
}
