// The Poker Night look: card-table felt green as the primary colour, warm chip gold as the
// accent, generous radii and a visible focus ring for keyboard users.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const felt: MantineColorsTuple = [
  '#e8f7ef',
  '#d4ecdf',
  '#a9d8bf',
  '#7bc39c',
  '#55b17f',
  '#3da56c',
  '#2f9f62',
  '#208a51',
  '#157b47',
  '#006a3a',
];

const chip: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8500',
  '#af7100',
];

export const theme = createTheme({
  primaryColor: 'felt',
  primaryShade: { light: 7, dark: 5 },
  colors: { felt, chip },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '750',
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
  },
});

/** The deep felt used behind the hero and the auth screens. */
export const FELT_GRADIENT =
  'radial-gradient(120% 90% at 50% 0%, #1f7a4d 0%, #0f5132 45%, #0a3622 100%)';
