// Page objects and API shortcuts for the events screens (docs/product.md §2 Dashboard, Create Event, Event
// detail, History): what a person clicks, named the way the screens name it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  AcceptGroupInvite,
  CreateEvent,
  CreateGroup,
  InviteToEvent,
  InviteToGroup,
  JoinEvent,
  type CreateEventInput,
} from '../../support/operations';
import { gql } from './api';
import { expectRoute, expectToast, field } from './ui';

// ---- API shortcuts (set-up only) -------------------------------------------------------------

/** Creates an event as the signed-in user of `request` and returns its id. */
export async function createEventViaApi(
  request: APIRequestContext,
  /** As the create mutation takes it; `playerIds`: who played, for a game already started. */
  input: CreateEventInput,
): Promise<string> {
  return (await gql(request, CreateEvent, { input })).createEvent.id;
}

/** Joins an event as the signed-in user of `request`. */
export async function joinEventViaApi(request: APIRequestContext, eventId: string) {
  await gql(request, JoinEvent, { eventId });
}

/** Invites `emails` to an event as the signed-in user of `request` (its host). */
export async function inviteToEventViaApi(
  request: APIRequestContext,
  eventId: string,
  emails: string[],
) {
  return (await gql(request, InviteToEvent, { eventId, emails: emails.join(', ') })).inviteToEvent;
}

/** Creates a group as the signed-in user of `request`, invites `emails`, returns its id. */
export async function createGroupViaApi(
  request: APIRequestContext,
  name: string,
  emails: string[] = [],
): Promise<string> {
  const groupId = (await gql(request, CreateGroup, { name })).createGroup.id;
  if (emails.length) await gql(request, InviteToGroup, { groupId, emails: emails.join(', ') });
  return groupId;
}

/** Accepts an invitation to a group as the signed-in user of `request`. */
export async function acceptGroupInviteViaApi(request: APIRequestContext, groupId: string) {
  await gql(request, AcceptGroupInvite, { groupId });
}

/** Creates a group as `owner` with `members` in it (each invited, then accepting); returns its id. */
export async function groupWithMembers(
  owner: APIRequestContext,
  name: string,
  members: { request: APIRequestContext; email: string }[],
): Promise<string> {
  const groupId = await createGroupViaApi(
    owner,
    name,
    members.map((m) => m.email),
  );
  for (const member of members) await acceptGroupInviteViaApi(member.request, groupId);
  return groupId;
}

/**
 * A full game: "Heads-Up Night" four days ahead with two seats, hosted by the user of `host` and
 * joined by the user of `player`, so anyone else finds it full (and is offered the waitlist).
 * Returns its id.
 */
export async function fullHeadsUpGame(
  host: APIRequestContext,
  player: APIRequestContext,
): Promise<string> {
  const eventId = await createEventViaApi(host, {
    title: 'Heads-Up Night',
    startsAt: daysFromNow(4),
    location: '2 Felt Lane',
    buyInCents: 500,
    maxPlayers: 2,
  });
  await joinEventViaApi(player, eventId);
  return eventId;
}

/** An ISO instant `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

// ---- the dashboard ---------------------------------------------------------------------------

export class DashboardScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/dashboard');
    await expect(this.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(this.page.getByText('Games Played')).toBeVisible();
  }

  /** The number on a stat card: Games Played, Wins or Upcoming Games. */
  stat = (label: 'Games Played' | 'Wins' | 'Upcoming Games') =>
    this.page.getByRole('group', { name: label }).getByTestId('stat-value');

  pendingPanel = () => this.page.getByRole('region', { name: 'Pending Invitations' });
  /** A pending invitation (event title or group name). */
  invitation = (name: string) => this.pendingPanel().getByRole('listitem', { name });
  upcoming = () => this.page.getByRole('region', { name: 'Upcoming Events' });
  /** The upcoming-events section with this heading (Events You're Hosting, Group Events, …). */
  upcomingSection = (heading: string) => this.upcoming().getByRole('region', { name: heading });
  eventCard = (title: string) => this.upcoming().getByRole('link', { name: title });
}

// ---- create event ---------------------------------------------------------------------------

export interface NewEvent {
  title: string;
  /** The Game choice, picked with the keyboard; the form's default (Tournament) when omitted. */
  kind?: 'Tournament' | 'Cash game';
  /** Months from the current one (negative: earlier); the day is the 15th, 7:00 PM. */
  monthOffset: number;
  /** A saved location's name, or a new one added through the + dialog. */
  location: string | { name: string; address: string };
  buyIn: string;
  maxPlayers?: string;
  group?: string;
  /** For a game already played (a past group event): who played, by display name. */
  played?: string[];
}

/** Picks the 15th of the month `monthOffset` away, at the default 7:00 PM, in the date picker. */
export async function pickEventDate(page: Page, monthOffset: number) {
  await page.getByRole('button', { name: /^Date and Time \(/ }).click();
  const step = monthOffset < 0 ? 'Previous month' : 'Next month';
  for (let i = 0; i < Math.abs(monthOffset); i++)
    await page.getByRole('button', { name: step }).click();
  const target = new Date();
  target.setDate(1);
  target.setMonth(target.getMonth() + monthOffset);
  const label = `15 ${target.toLocaleString('en-US', { month: 'long' })} ${target.getFullYear()}`;
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Confirm date and time' }).click();
}

/** Fills in /create-event and submits; returns the new event's id from the page it opens. */
export async function createEventViaUi(page: Page, event: NewEvent): Promise<string> {
  await page.goto('/#/create-event');
  const form = page.getByRole('form', { name: 'Create Event' });
  await expect(form).toBeVisible();
  if (event.group) {
    await form.getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: event.group, exact: true }).click();
  }
  if (event.kind) {
    const game = form.getByRole('radiogroup', { name: 'Game' });
    await game.getByRole('radio', { name: 'Tournament' }).focus();
    if (event.kind === 'Cash game') await page.keyboard.press('ArrowRight');
    await expect(game.getByRole('radio', { name: event.kind })).toBeChecked();
  }
  await field(form, 'Title').fill(event.title);
  await pickEventDate(page, event.monthOffset);
  if (typeof event.location === 'string') {
    await form.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: event.location }).click();
  } else {
    await form.getByRole('button', { name: 'Add New Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Location' });
    await field(dialog, 'Name').fill(event.location.name);
    await field(dialog, 'Address').fill(event.location.address);
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expectToast(page, 'Location added');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue(event.location.name);
  }
  await field(form, 'Buy-in ($)').fill(event.buyIn);
  if (event.maxPlayers) await field(form, 'Max Players').fill(event.maxPlayers);
  for (const player of event.played ?? []) {
    await field(form, 'Who Played').click();
    await page.getByRole('option', { name: player, exact: true }).click();
  }
  if (event.played?.length) await page.keyboard.press('Escape'); // close the picker's list
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(page, 'Event created successfully!');
  await expect(page).toHaveURL(/#\/event\/[^/?]+$/);
  return eventIdOf(page);
}

export function eventIdOf(page: Page): string {
  const match = /#\/event\/([^/?]+)/.exec(page.url());
  if (!match) throw new Error(`Not on an event page: ${page.url()}`);
  return decodeURIComponent(match[1]!);
}

// ---- an event's page -------------------------------------------------------------------------

export class EventScreen {
  constructor(readonly page: Page) {}

  async open(eventId: string) {
    await this.page.goto(`/#/event/${eventId}`);
    await expect(this.title()).toBeVisible();
  }

  title = () => this.page.getByRole('heading', { level: 1 });
  /** The state badge: Upcoming, In progress, Awaiting results or Completed. */
  state = () => this.page.getByTestId('event-state');
  winners = () => this.page.getByRole('region', { name: 'Winners' });
  actions = () => this.page.getByRole('group', { name: 'Event actions' });
  action = (name: string) => this.actions().getByRole('button', { name, exact: true });
  players = () => this.page.getByRole('list', { name: 'Attending players' });
  player = (name: string) => this.players().getByRole('listitem').filter({ hasText: name });
  invited = () => this.page.getByRole('region', { name: 'Invited Players' });
  table = (name: string) => this.page.getByRole('group', { name: `${name} seats` });
  /** A seat button by its accessible name, e.g. "Reserve seat 3" or "Seat 4: Alex". */
  seat = (tableName: string, name: string) =>
    this.table(tableName).getByRole('button', { name, exact: true });
  dialog = (name: string) => this.page.getByRole('dialog', { name });

  /** Clicks an action that asks first, then confirms, or dismisses when `dismissLabel` is given. */
  async confirmAction(action: string, confirmLabel: string, dismissLabel?: string) {
    await this.action(action).click();
    const dialog = this.dialog(action);
    await expect(dialog).toBeVisible();
    if (dismissLabel) {
      await dialog.getByRole('button', { name: dismissLabel }).click();
      await expect(dialog).toBeHidden();
      return;
    }
    await dialog.getByRole('button', { name: confirmLabel }).click();
  }

  async invite(emails: string) {
    await this.action('Invite Players').click();
    const dialog = this.dialog('Invite Players');
    await field(dialog, 'Email Addresses').fill(emails);
    await dialog.getByRole('button', { name: 'Send Invites' }).click();
  }

  async addTable(name?: string, seats?: string) {
    await this.page.getByRole('button', { name: 'Add Table', exact: true }).click();
    const dialog = this.dialog('Add Table');
    if (name) await field(dialog, 'Table Name').fill(name);
    if (seats) await field(dialog, 'Seats').fill(seats);
    await dialog.getByRole('button', { name: 'Add Table' }).click();
    await expectToast(this.page, 'Table added');
  }
}

// ---- history and the winners dialog ------------------------------------------------------------

export class HistoryScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/history');
    await expect(this.page.getByRole('heading', { name: 'Event History', level: 1 })).toBeVisible();
  }

  event = (title: string) => this.page.getByRole('listitem', { name: title });
  winners = (title: string) => this.event(title).getByRole('list', { name: 'Winners' });
}

/** Fills the Set/Update Winners dialog: place → [player name, prize in dollars or '']. */
export async function fillWinners(
  dialog: Locator,
  places: Partial<Record<'1st' | '2nd' | '3rd', [string, string]>>,
) {
  const page = dialog.page();
  for (const [place, [player, prize]] of Object.entries(places)) {
    await dialog.getByRole('combobox', { name: `${place} Place`, exact: true }).click();
    await page.getByRole('option', { name: player, exact: true }).click();
    await field(dialog, `${place} Place Prize ($)`).fill(prize);
  }
  await dialog.getByRole('button', { name: 'Save Winners' }).click();
}

export { expectRoute };
