// A whole night the way a host runs it (issue 28): eight players — four members, two guests the
// host adds by name, and a walk-in who turns up after the start — on a structure with a break.
// The players' phones open the app at the server's network address (127.0.0.2, standing in for
// the home Wi-Fi's), the TV follows through its link. The host mis-taps a rebuy and undoes it
// from the night's log, the clock passes the break, and the TV shows the seats after the draw and
// the results with prizes after the finish, names only.
import { expect, test } from '@playwright/test';
import { networkURL } from '../../playwright.config';
import { signIn, signUpMember, type SignedUpMember } from './support/accounts';
import { gql } from './support/api';
import {
  createEventViaApi,
  EventScreen,
  groupWithMembers,
  joinEventViaApi,
} from './support/events';
import { phoneAt } from './support/devices';
import { clockOf } from './support/game-night';
import { expectToast, settle } from './support/ui';
import { snap } from './support/screenshots';

const MINUTE = 60_000;

const SAVE_TEMPLATE = `mutation Save($input: TournamentTemplateInput!) {
  saveTournamentTemplate(input: $input) { id }
}`;
const START = `mutation Start($eventId: ID!, $settings: TournamentSettingsInput!) {
  startTournament(eventId: $eventId, settings: $settings) { id displayUrl }
}`;
const BUST = `mutation Bust($eventId: ID!, $userId: ID!) {
  bustPlayer(eventId: $eventId, userId: $userId) { id }
}`;
const ENTRIES = `query Entries($id: ID!) {
  event(id: $id) { tournament { entries { player { id displayName } finishPlace } } }
}`;

test('a whole night: guests, a walk-in, an undone rebuy, a break, the TV', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Whole night ${stamp}`;
  const host = await signUpMember(browser, 'Hana Host');
  const members: SignedUpMember[] = [];
  for (const name of ['Ari Ace', 'Ben Bluff', 'Cy Check', 'Di Draw', 'Walt Late']) {
    members.push(await signUpMember(browser, name));
  }
  const walkIn = members.pop()!;
  const groupId = await groupWithMembers(
    host.page.request,
    `Regulars ${stamp}`,
    [...members, walkIn].map((m) => ({ request: m.page.request, email: m.email })),
  );

  // Two playing levels, a colour-up break, then a third level.
  const { saveTournamentTemplate } = await gql(host.page.request, SAVE_TEMPLATE, {
    input: {
      name: `Night with a break ${stamp}`,
      levels: [
        { smallBlind: 25, bigBlind: 50, ante: 0, durationMinutes: 20 },
        { smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 20 },
        {
          smallBlind: 0,
          bigBlind: 0,
          ante: 0,
          durationMinutes: 10,
          isBreak: true,
          note: 'Colour up the 25s',
        },
        { smallBlind: 100, bigBlind: 200, ante: 25, durationMinutes: 20 },
      ],
      chips: [{ value: 25, color: '#ff0000', quantity: 40 }],
    },
  });
  const templateId = (saveTournamentTemplate as { id: string }).id;
  const eventId = await createEventViaApi(host.page.request, {
    title,
    startsAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
    location: '8 Felt Street',
    buyInCents: 2000,
    maxPlayers: 8,
    groupId,
  });
  for (const member of members) await joinEventViaApi(member.page.request, eventId);

  // Two friends without accounts come as guests, added by name on the host's laptop.
  const hostScreen = new EventScreen(host.page);
  await hostScreen.open(eventId);
  for (const guest of ['Gus Guest', 'Gia Guest']) {
    await host.page.getByRole('button', { name: 'Add player' }).click();
    const dialog = hostScreen.dialog('Add player');
    await dialog.getByText('A guest').click();
    await dialog.getByRole('combobox', { name: "Guest's name" }).fill(guest);
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await expectToast(host.page, `${guest} is playing as a guest`);
    await expect(dialog).toBeHidden();
  }

  // Two players follow on their phones, at the network address.
  const ariPhone = await phoneAt(browser);
  await signIn(ariPhone, members[0]!.email);
  const benPhone = await phoneAt(browser);
  await signIn(benPhone, members[1]!.email);
  await new EventScreen(ariPhone).open(eventId);
  await new EventScreen(benPhone).open(eventId);
  await expect(new EventScreen(ariPhone).player('Gia Guest')).toBeVisible();

  // The host starts the night with rebuys; the TV opens its link.
  const { startTournament } = await gql(host.page.request, START, {
    eventId,
    settings: { templateId, rebuyCents: 2000 },
  });
  const displayUrl = (startTournament as { displayUrl: string }).displayUrl;
  expect(new URL(displayUrl).hostname).not.toBe('');
  const tv = await (
    await browser.newContext({ baseURL: networkURL, viewport: { width: 1280, height: 800 } })
  ).newPage();
  await tv.goto(`/#/display/${displayUrl.split('/').pop()}`);
  await expect(tv.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hostScreen.open(eventId);
  await expect(host.page.getByTestId('event-state')).toHaveText(/Live/);

  // Walt turns up late: the host adds him, and the night enters him. Eight at the table.
  await host.page.getByRole('button', { name: /Event details/ }).click();
  await host.page.getByRole('button', { name: 'Add player' }).click();
  const addDialog = hostScreen.dialog('Add player');
  await addDialog.getByRole('combobox', { name: 'Player' }).click();
  await host.page.getByRole('option', { name: 'Walt Late' }).click();
  await addDialog.getByRole('button', { name: 'Add player' }).click();
  await expectToast(host.page, 'Walt Late is playing');
  const players = host.page.getByRole('region', { name: 'Tournament Players' });
  await expect(players.getByRole('list', { name: 'Still in' }).getByRole('listitem')).toHaveCount(
    8,
  );
  await expect(clockOf(ariPhone).getByTestId('clock-prize-pool')).toHaveText('$160.00');

  // The draw: the TV lists everyone by table, guests included, and no address.
  await players.getByRole('button', { name: 'Draw Seats', exact: true }).click();
  const seats = tv.getByRole('region', { name: 'Seats' });
  await expect(seats.getByText('Gus Guest')).toBeVisible();
  await expect(seats.getByText('Walt Late')).toBeVisible();
  await expect(seats.getByRole('listitem')).toHaveCount(8);
  expect(await tv.locator('body').innerText()).not.toContain('@');
  await settle(tv);
  await snap(tv, 'tv-after-draw');

  // A mis-tapped rebuy for Gus, seen on a phone, undone from the night's log.
  await players
    .getByRole('listitem', { name: /^Gus Guest$/ })
    .getByRole('button', { name: 'Rebuy' })
    .click();
  await expect(clockOf(benPhone).getByTestId('clock-prize-pool')).toHaveText('$180.00');
  const log = host.page.getByRole('region', { name: 'Night’s log' });
  await log
    .getByRole('listitem', { name: 'Rebuy for Gus Guest' })
    .getByRole('button', { name: 'Undo: Rebuy for Gus Guest' })
    .click();
  await expectToast(host.page, 'Undone: Rebuy for Gus Guest');
  await expect(clockOf(benPhone).getByTestId('clock-prize-pool')).toHaveText('$160.00');

  // Through level 2 into the break: phones and the TV show it and its note, then level 3.
  const hostClock = clockOf(host.page);
  await expect(hostClock.getByTestId('timer-next-break')).toHaveText(/Next break in 40:00/);
  await hostClock.getByRole('button', { name: 'Next level' }).click();
  await expect(clockOf(ariPhone).getByRole('heading', { name: 'Level 2' })).toBeVisible();
  await hostClock.getByRole('button', { name: 'Next level' }).click();
  for (const screen of [ariPhone, tv]) {
    await expect(clockOf(screen).getByRole('heading', { name: 'Break' })).toBeVisible();
    await expect(clockOf(screen)).toContainText('Colour up the 25s');
  }
  await settle(ariPhone);
  await snap(ariPhone, 'phone-on-break', true);
  await hostClock.getByRole('button', { name: 'Next level' }).click();
  await expect(clockOf(tv).getByRole('heading', { name: 'Level 3' })).toBeVisible();

  // Busts down to the last two, then the host finishes: the TV shows the results and prizes.
  type Entries = {
    event: { tournament: { entries: { player: { id: string; displayName: string } }[] } };
  };
  const { event } = await gql<Entries>(host.page.request, ENTRIES, { id: eventId });
  const order = ['Di Draw', 'Cy Check', 'Ben Bluff', 'Walt Late', 'Ari Ace', 'Gus Guest'];
  for (const name of order) {
    const entry = event.tournament.entries.find((e) => e.player.displayName === name)!;
    await gql(host.page.request, BUST, { eventId, userId: entry.player.id });
  }
  await expect(players.getByRole('list', { name: 'Still in' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await players
    .getByRole('listitem', { name: /^Hana Host/ })
    .getByRole('button', { name: 'Bust' })
    .click();
  await host.page
    .getByRole('dialog', { name: 'Bust Hana Host' })
    .getByRole('button', { name: 'Bust Player' })
    .click();
  await expectToast(host.page, /Hana Host is out in 2nd place/);
  await expect(players).toContainText('Gia Guest is the last player standing');
  await players.getByRole('button', { name: 'Finish and Record Results' }).click();
  const finish = host.page.getByRole('dialog', { name: 'Finish Tournament' });
  await expect(finish).toContainText('Gia Guest wins');
  await finish.getByRole('button', { name: 'Finish and Record Results' }).click();
  await expectToast(host.page, 'Results recorded');

  const results = tv.getByRole('table', { name: 'Results' });
  await expect(results).toBeVisible();
  await expect(results.getByRole('row').nth(1)).toContainText(/1st\s*Gia Guest\s*\$/);
  await expect(results.getByRole('row').nth(2)).toContainText(/2nd\s*Hana Host\s*\$/);
  await expect(results.getByRole('row').nth(3)).toContainText(/3rd\s*Gus Guest/);
  expect(await tv.locator('body').innerText()).not.toContain('@');
  await settle(tv);
  await snap(tv, 'tv-results');
  await tv.context().close();
  await ariPhone.context().close();
  await benPhone.context().close();
});
