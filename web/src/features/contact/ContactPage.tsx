// Contact (docs/product.md §2): Name, Email (pre-filled when signed in), Subject, Message; Cancel goes
// back, Send Message submits. Works signed out.
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Card,
  Center,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { textLimits } from '../../../../core/limits';
import { useAuth } from '../../auth/AuthProvider';
import { HomeLogoLink } from '../../ui/Logo';
import { useMutationAction } from '../../ui/useMutationAction';
import { PageContainer } from '../../ui/PageContainer';
import { useGoBack } from '../../ui/useGoBack';
import { SEND_CONTACT_MESSAGE_MUTATION } from './documents';
import { contactSchema } from './schemas';

export function ContactPage() {
  const { user } = useAuth();
  const goBack = useGoBack('/');
  const [sendMessage] = useMutation(SEND_CONTACT_MESSAGE_MUTATION);
  const { busy, run } = useMutationAction();
  const loading = busy !== null;

  const form = useForm({
    initialValues: {
      name: user?.displayName ?? '',
      email: user?.email ?? '',
      subject: '',
      message: '',
    },
    validate: schemaResolver(contactSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      void run(
        'send',
        () =>
          sendMessage({
            variables: {
              input: {
                name: values.name.trim(),
                email: values.email.trim(),
                subject: values.subject.trim(),
                message: values.message.trim(),
              },
            },
          }),
        {
          success: 'Message sent successfully!',
          failure: 'Failed to send message. Please try again.',
          onSuccess: goBack,
        },
      ),
  );

  return (
    <>
      {!user && (
        <Center pt="lg">
          <HomeLogoLink />
        </Center>
      )}
      <PageContainer
        title="Contact Us"
        documentTitle="Contact"
        description="Questions, ideas or trouble at the table? Send us a note and we'll reply by e-mail."
        size="sm"
      >
        <Card>
          <form onSubmit={submit} noValidate aria-label="Contact form">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label="Name"
                  autoComplete="name"
                  disabled={loading}
                  required
                  maxLength={textLimits.contactName.max}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  disabled={loading}
                  required
                  maxLength={textLimits.contactEmail.max}
                  {...form.getInputProps('email')}
                />
              </SimpleGrid>
              <TextInput
                label="Subject"
                disabled={loading}
                required
                maxLength={textLimits.contactSubject.max}
                {...form.getInputProps('subject')}
              />
              <Textarea
                label="Message"
                disabled={loading}
                rows={6}
                required
                maxLength={textLimits.contactMessage.max}
                {...form.getInputProps('message')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={goBack} disabled={loading}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  loading={loading}
                  leftSection={<IconSend size={16} aria-hidden />}
                >
                  Send Message
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <Text size="sm" c="dimmed" ta="center">
          We usually answer within a couple of days.
        </Text>
      </PageContainer>
    </>
  );
}
