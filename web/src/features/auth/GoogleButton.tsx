// Google sign-in is a full-page redirect through the server (/auth/google), shown only when the
// server has Google configured.
import { useQuery } from '@apollo/client/react';
import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { SIGN_IN_METHODS_QUERY } from './documents';

export function GoogleButton({ label }: { label: string }) {
  const { data } = useQuery(SIGN_IN_METHODS_QUERY);
  if (!data?.signInMethods.google) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" my="lg" />
      <Button
        component="a"
        href="/auth/google"
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
      >
        {label}
      </Button>
    </>
  );
}
