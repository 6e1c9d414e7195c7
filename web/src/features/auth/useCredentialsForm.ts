// Sign In and Create Account ask for the same two fields and send them the same way: the address
// trimmed (as the schema checked it), the password exactly as typed.
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';

export type Credentials = { email: string; password: string };

export function useCredentialsForm(
  schema: z.ZodType<Credentials>,
  send: (credentials: Credentials) => void,
) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const submit = form.onSubmit(({ email, password }) => send({ email: email.trim(), password }));
  return { form, submit };
}
