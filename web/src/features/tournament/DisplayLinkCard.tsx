// The host's TV link: a QR code to scan with the TV's browser (or any phone), the address with a
// Copy button, and Rotate, which makes a new link so the old one stops working (a link shared too
// widely). The QR encoder is loaded only when the card shows, keeping it off the first load.
import { useMutation } from '@apollo/client/react';
import { Anchor, Box, Button, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceTv, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog, useConfirmDialog } from '../../ui/ConfirmDialog';
import { SectionCard } from '../../ui/SectionCard';
import { useMutationAction } from '../../ui/useMutationAction';
import { ROTATE_TOURNAMENT_DISPLAY_MUTATION } from './documents';

/** The link as an SVG QR code, or null while the encoder loads. */
function useQrSvg(url: string): string | null {
  const [svg, setSvg] = useState<{ url: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr')
      .then(({ renderSVG }) => {
        if (live) setSvg({ url, svg: renderSVG(url, { border: 2 }) });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [url]);
  return svg?.url === url ? svg.svg : null;
}

export function DisplayLinkCard({ eventId, url }: { eventId: string; url: string }) {
  const svg = useQrSvg(url);
  const confirm = useConfirmDialog();
  const { run } = useMutationAction<'rotate'>();
  const [rotate] = useMutation(ROTATE_TOURNAMENT_DISPLAY_MUTATION);

  const askRotate = () =>
    confirm.ask({
      title: 'New display link',
      message: (
        <>
          The current link stops working: screens showing it go blank until they open the new one.
        </>
      ),
      confirmLabel: 'Make a new link',
      cancelLabel: 'Keep this link',
      onConfirm: () =>
        run('rotate', () => rotate({ variables: { eventId } }), {
          success: 'New display link ready',
          failure: 'Failed to make a new display link',
        }),
    });

  return (
    <SectionCard titleId="tournament-display-title" title="TV display" icon={IconDeviceTv} compact>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box
          role="img"
          aria-label="QR code of the display link"
          w={148}
          h={148}
          bg="white"
          style={{ flex: 'none', borderRadius: 8, overflow: 'hidden' }}
          // renderSVG builds the SVG from the link alone: no user text reaches the markup.
          dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
          data-testid="display-qr"
        />
        <Stack gap="xs" style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            Open this on the TV, or scan it: the clock, blinds and payouts, no sign-in. It shows
            names only.
          </Text>
          <Anchor
            href={url}
            target="_blank"
            rel="noreferrer"
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="display-url"
          >
            {url}
          </Anchor>
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy the link'}>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    onClick={copy}
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                </Tooltip>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              onClick={askRotate}
            >
              New link
            </Button>
          </Group>
        </Stack>
      </Group>
      <ConfirmDialog {...confirm.dialog} />
    </SectionCard>
  );
}
