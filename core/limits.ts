// Input limits: the longest text, the largest amount of money and the range of dates the app
// accepts, with the messages that name the field. One list, read by the server (which enforces
// it on every request, over HTTP and WebSocket alike) and by the web forms (their `maxLength`),
// so what a form lets a person type is exactly what the API takes.
//
// Lengths count UTF-16 code units, as `String.length` and the browser's `maxLength` do; at most
// three UTF-8 bytes each, so even the longest value stays far below Postgres's index-row limit.

export interface TextLimit {
  /** The field as a person knows it; every message names it. */
  label: string;
  /** The most characters the field takes. */
  max: number;
}

export const textLimits = {
  eventTitle: { label: 'Event title', max: 120 },
  eventDescription: { label: 'Description', max: 2_000 },
  /** An event's location is a saved location's name and address (core/location-text.ts). */
  eventLocation: { label: 'Location', max: 302 },
  locationName: { label: 'Location name', max: 100 },
  locationAddress: { label: 'Address', max: 200 },
  displayName: { label: 'Display name', max: 60 },
  timezone: { label: 'Time zone', max: 64 },
  /** RFC 5321: a forward path holds at most 254 characters of address. */
  email: { label: 'Email address', max: 254 },
  /** Generous for pass phrases; only its hash is stored. */
  password: { label: 'Password', max: 1_000 },
  verificationCode: { label: 'Verification code', max: 200 },
  resetCode: { label: 'Reset code', max: 200 },
  claimCode: { label: 'Claim code', max: 200 },
  tableName: { label: 'Table name', max: 50 },
  groupName: { label: 'Group name', max: 100 },
  groupDescription: { label: 'Group description', max: 1_000 },
  templateName: { label: 'Template name', max: 100 },
  /** A break's note ("Colour up the 25s"): one line on the clock face. */
  breakNote: { label: 'Break note', max: 80 },
  accessTokenName: { label: 'Token name', max: 100 },
  seasonName: { label: 'Season name', max: 100 },
  chipColor: { label: 'Colour', max: 20 },
  contactName: { label: 'Name', max: 100 },
  contactEmail: { label: 'Email', max: 254 },
  contactSubject: { label: 'Subject', max: 200 },
  contactMessage: { label: 'Message', max: 5_000 },
  /**
   * A pasted list of addresses. Fifty addresses of the longest kind fit with room for names and
   * stray text; the number of people per invitation (INVITES_PER_CALL) is checked first, so a
   * long list of real addresses gets that message rather than this one.
   */
  emailList: { label: 'Email addresses', max: 20_000 },
  /** A connection's `after`: the cursors the API hands out are about 120 characters. */
  cursor: { label: 'Cursor', max: 300 },
  /** Ids are never typed by people; uuids and template ids are far shorter. */
  id: { label: 'Id', max: 100 },
} as const satisfies Record<string, TextLimit>;

export type TextField = keyof typeof textLimits;

export function textTooLongMessage(field: TextField): string {
  const { label, max } = textLimits[field];
  return `${label} must be at most ${max.toLocaleString('en-US')} characters`;
}

/** Postgres text cannot hold U+0000, and no person types it. */
export function textCharacterProblem(field: TextField, value: string): string | null {
  return value.includes('\u0000')
    ? `${textLimits[field].label} cannot contain NUL characters`
    : null;
}

/** The first problem with a text value, or null when it is acceptable. */
export function textProblem(field: TextField, value: string): string | null {
  if (value.length > textLimits[field].max) return textTooLongMessage(field);
  return textCharacterProblem(field, value);
}

/**
 * A required text field, judged trimmed as it is stored: `required` when it is blank, else its
 * first problem; undefined when it is acceptable.
 */
export function requiredTextProblem(
  field: TextField,
  value: string,
  required: string,
): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required;
  return textProblem(field, trimmed) ?? undefined;
}

/** An optional text field, judged trimmed: blank is fine, else its first problem. */
export function optionalTextProblem(
  field: TextField,
  value: string | null | undefined,
): string | undefined {
  const trimmed = value?.trim();
  return (trimmed && textProblem(field, trimmed)) || undefined;
}

/**
 * The largest buy-in and the largest prize, in whole cents (and in a cash game the largest
 * cash-out and a player's buy-ins together; the largest recorded payment): $1,000,000, far above any home game
 * and far below where sums of them could overflow a database integer.
 */
export const MAX_MONEY_CENTS = 100_000_000;

const maxMoney = `$${(MAX_MONEY_CENTS / 100).toLocaleString('en-US')}`;

export const moneyMessages = {
  buyInTooHigh: `Buy-in must be at most ${maxMoney}`,
  prizeTooHigh: `Prizes must be at most ${maxMoney}`,
  cashOutTooHigh: `Cash-out must be at most ${maxMoney}`,
  playerBuyInsTooHigh: `A player's buy-ins must total at most ${maxMoney}`,
  paymentTooHigh: `Payment must be at most ${maxMoney}`,
} as const;

/**
 * Dates the API takes (core/instant.ts): a home game is planned, or recorded after the fact,
 * within this century; beyond it a date is a typo or a probe, and far beyond it Postgres and
 * JavaScript disagree on what it means.
 */
export const dateLimits = { minYear: 2000, maxYear: 2100 } as const;

/**
 * A page of a connection (server/shared/connections.ts): `first` rows, DEFAULT_PAGE_SIZE when
 * left out, at most MAX_PAGE_SIZE. The API's cost limits count a connection by the same sizes.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Why `first` is not a page size, or null when it is (left out is fine). */
export function pageSizeProblem(first: number | null | undefined): string | null {
  if (first === null || first === undefined) return null;
  return Number.isInteger(first) && first >= 1 && first <= MAX_PAGE_SIZE
    ? null
    : `first must be between 1 and ${MAX_PAGE_SIZE}.`;
}

/** Limits of the template editor beyond docs/product.md §5's minimums. */
export const templateLimits = {
  maxLevels: 100,
  maxChips: 20,
  /** GraphQL `Int` is a signed 32-bit integer. */
  maxNumber: 2_147_483_647,
} as const;
