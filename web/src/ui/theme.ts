// The Poker Night look: card-table felt green as the primary colour, warm chip gold as the
// accent, generous radii and a visible focus ring for keyboard users. Every text colour passes
// WCAG 2.1 AA (4.5:1), checked by axe in tests/e2e/accessibility.spec.ts: filled colours use the
// darker felt shade, and Mantine's autoContrast puts dark text on the light golds and oranges.
import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
import dates from './dates.module.css';
import focus from './focus.module.css';

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
  // Darker than Mantine's generated tail so the light badges' text passes 4.5:1 on chip.1.
  '#8a5900',
];

/**
 * A date picker's dropdown is a dialog named by `title`: Mantine labels it by an id that no
 * element carries (the field's own id wins), so it had no name. It returns focus to its field
 * once closed: Mantine's popover left it on <body> after a pick. Its clear button (clearable
 * pickers, once a date is set) is an icon with no text: named here (axe button-name).
 */
function pickerDefaults(title: string) {
  return {
    clearButtonProps: { 'aria-label': 'Clear date' },
    popoverProps: {
      returnFocus: true,
      attributes: { dropdown: { 'aria-label': title, 'aria-labelledby': undefined } },
    },
    modalProps: { title, returnFocus: true },
  };
}

export const theme = createTheme({
  primaryColor: 'felt',
  // felt.8 carries white text at 5.3:1 (felt.7 only reached 4.4:1).
  primaryShade: { light: 8, dark: 5 },
  autoContrast: true,
  // Orange (#e8590c, third place) and gold are lighter than 0.2: they take dark text.
  luminanceThreshold: 0.2,
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
    // Badges keep the case they are written in, so "4/6 players" reads the same everywhere.
    Badge: { defaultProps: { tt: 'none' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    // Mantine's X has no text: name it, so screen readers announce "Close, button". The dialog's
    // <header> (title and X) is no banner landmark: the page already has one, the top bar.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close' },
        attributes: { header: { role: 'presentation' } },
      },
    },
    // The toasts' X likewise (axe: button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Every text field, select and picker (they all render Mantine's Input): a 2 px focus ring.
    Input: { classNames: { input: focus.input } },
    // The date pickers (named here, not imported: @mantine/dates stays out of the first load).
    // Mantine's popover leaves focus nowhere once a date is picked; return it to the field, as
    // the phone's modal already does, and give that modal a title to be announced by.
    // Their days' colours pass 4.5:1 (dates.module.css). Set on the pickers: a picker's days
    // take their class names from the picker, not from a theme entry for Day.
    DateTimePicker: {
      defaultProps: pickerDefaults('Pick date and time'),
      classNames: { day: dates.day },
    },
    DatePickerInput: {
      defaultProps: pickerDefaults('Pick a date'),
      classNames: { day: dates.day },
    },
  },
});

/** The top bar's height: the layout reserves it and toasts open below it. */
export const HEADER_HEIGHT = 64;

/** The deep felt used behind the hero and the auth screens. */
export const FELT_GRADIENT =
  'radial-gradient(120% 90% at 50% 0%, #1f7a4d 0%, #0f5132 45%, #0a3622 100%)';

/**
 * Mantine's dimmed grey (#868e96) is 3.3:1 on white and its placeholder grey (#adb5bd) 2.1:1:
 * secondary text and placeholders (e.g. "Pick date and time") use a darker grey that reads as
 * secondary yet passes 4.5:1 on white, the grey page background and the light felt.
 */
const SECONDARY_TEXT = '#5f676f';

/**
 * Mantine's reds for text are too light on white and on the grey page (WCAG 1.4.3, 4.5:1):
 * `--mantine-color-error` (error messages under fields, and the required asterisk) is red.6,
 * 3.3:1; `c="red"` text is red.8, 4.3:1 on the grey page. Both take red.9 (#c92a2a): 5.5:1 on
 * white, 5.2:1 on grey.
 */
const RED_TEXT = 'var(--mantine-color-red-9)';

/**
 * Light buttons and badges: shade 9 text on shade 1, and shade 2 under the pointer — red.9 on
 * red.2 is 3.8:1, felt.9 on felt.2 4.3:1. One step lighter for every colour (shade 0, shade 1
 * on hover) keeps the tint and the hover change, and puts the text at 4.5:1 or more.
 */
function lightVariants(theme: MantineTheme) {
  return Object.fromEntries(
    Object.keys(theme.colors).flatMap((color) => [
      [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
      [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
    ]),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': SECONDARY_TEXT,
    '--mantine-color-placeholder': SECONDARY_TEXT,
    '--mantine-color-error': RED_TEXT,
    '--mantine-color-red-text': RED_TEXT,
    ...lightVariants(theme),
  },
  dark: {},
});
