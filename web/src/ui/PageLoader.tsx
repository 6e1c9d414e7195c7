// Shown while a page's code is downloading (Suspense fallback): a centred spinner in the space
// the page will take, so the top bar stays put and the page does not jump in.
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading page">
      <Loader size="sm" />
    </Center>
  );
}
