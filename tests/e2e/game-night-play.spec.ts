// Game night during play (issue 11), two browsers: the host draws seats (again, through the
// confirm), busts players (one "busted by" someone), restores a mistaken bust and finishes; a
// player watches the Tournament Players card change live. After the finish the Results card lists
// every place with prizes and bounties, and the player's History and the group's leaderboard (its
// earnings count prizes and bounties) update without a reload. Screenshots at phone and laptop
// widths of the card (host and player), the bust and chop dialogs and the results.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Me } from '../support/operations';
import { signUpMember, type SignedUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, EventScreen, groupWithMembers, HistoryScreen } from './support/events';
import { expectToast } from './support/ui';
import { shoot } from './support/screenshots';

test.describe.configure({ timeout: 180_000 });

const START = `mutation Start($eventId: ID!, $settings: TournamentSettingsInput!) {
  startTournament(eventId: $eventId, settings: $settings) { id }
}`;

async function idOf(member: SignedUpMember): Promise<string> {
  const { me } = await gql(member.page.request, Me);
  if (!me) throw new Error(`${member.email} is not signed in`);
  return me.id;
}

class PlayersCard {
  constructor(readonly page: Page) {}
  card = () => this.page.getByRole('region', { name: 'Tournament Players' });
  stillIn = () => this.card().getByRole('list', { name: 'Still in' });
  out = () => this.card().getByRole('list', { name: 'Out', exact: true });
  /** A player's row by their name (a row's name is the player's, with "4th: " once out). */
  row = (list: Locator, name: string) =>
    list.getByRole('listitem', { name: new RegExp(`^(\\d+\\w\\w: )?${name}( \\(you\\))?$`) });
  button = (name: string) => this.card().getByRole('button', { name, exact: true });

  async bust(name: string, by?: string) {
    await this.row(this.stillIn(), name).getByRole('button', { name: 'Bust' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Bust ${name}` });
    await expect(dialog).toBeVisible();
    if (by) {
      await dialog.getByRole('combobox', { name: /Busted by/ }).click();
      await this.page.getByRole('option', { name: by, exact: true }).click();
    }
    return dialog;
  }
}

const people: SignedUpMember[] = [];
test.afterEach(async () => {
  for (const member of people.splice(0)) await member.context.close();
});

test('host runs the night; a player sees busts live; the finish writes results, history and leaderboard', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const host = await signUpMember(browser, 'Hana Host');
  const pia = await signUpMember(browser, 'Pia Player');
  const bo = await signUpMember(browser, 'Bo Bluff');
  const cy = await signUpMember(browser, 'Cy Caller');
  people.push(host, pia, bo, cy);
  const groupId = await groupWithMembers(host.page.request, `Night ${stamp}`, [
    { request: pia.page.request, email: pia.email },
    { request: bo.page.request, email: bo.email },
    { request: cy.page.request, email: cy.email },
  ]);
  const title = `Game night ${stamp}`;
  const eventId = await createEventViaApi(host.page.request, {
    title,
    startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    location: '3 Felt Street',
    buyInCents: 2000,
    maxPlayers: 9,
    groupId,
    playerIds: [await idOf(pia), await idOf(bo), await idOf(cy)],
  });
  // The start is the clock's part of the page; here it goes through the API.
  await gql(host.page.request, START, {
    eventId,
    settings: { templateId: 'standard', bountyCents: 500, payoutPercents: [70, 30] },
  });

  const hostEvent = new EventScreen(host.page);
  await hostEvent.open(eventId);
  const hostCard = new PlayersCard(host.page);
  await expect(hostCard.card()).toContainText('4 of 4 left');

  const piaEvent = new EventScreen(pia.page);
  await piaEvent.open(eventId);
  const piaCard = new PlayersCard(pia.page);
  await expect(piaCard.stillIn().getByRole('listitem')).toHaveCount(4);
  // Players see the list, not the host's buttons.
  await expect(piaCard.card().getByRole('button')).toHaveCount(0);

  // Pia keeps History open in a second tab and the group page in a third, from long before the
  // finish (so their subscriptions are surely up when it is announced).
  const historyPage = await pia.context.newPage();
  const history = new HistoryScreen(historyPage);
  await history.open();
  await expect(history.event(title)).toBeVisible();
  const groupPage = await pia.context.newPage();
  await groupPage.goto(`/#/groups/${groupId}`);
  await expect(groupPage.getByRole('region', { name: 'Most Wins' })).toContainText(
    'No completed games yet',
  );
  const board = groupPage.getByRole('table', { name: 'Most Wins' });

  // Seats: the first draw just draws; a second one asks first.
  await hostCard.button('Draw Seats').click();
  await expectToast(host.page, 'Seats drawn');
  await expect(hostCard.row(hostCard.stillIn(), 'Bo Bluff')).toContainText(/Table 1 · Seat \d/);
  await expect(piaCard.row(piaCard.stillIn(), 'Bo Bluff')).toContainText(/Table 1 · Seat \d/);
  await hostCard.button('Draw Seats').click();
  const redraw = host.page.getByRole('dialog', { name: 'Draw Seats' });
  await expect(redraw).toContainText('current seat is replaced');
  await redraw.getByRole('button', { name: 'Draw Seats' }).click();
  await expect(redraw).toBeHidden();
  await shoot(host.page, 'card-host');
  await shoot(pia.page, 'card-player');
  // The night records the winners: no empty Winners card (nor Set Winners) while it runs.
  for (const page of [host.page, pia.page]) {
    await expect(page.getByRole('region', { name: 'Winners' })).toHaveCount(0);
  }

  // Cy goes out 4th, knocked out by Bo; Pia sees it without reloading.
  const bust = await hostCard.bust('Cy Caller', 'Bo Bluff');
  await expect(bust).toContainText('4th place');
  await expect(bust).toContainText('Bo Bluff collects the $5.00 bounty');
  await shoot(host.page, 'bust-dialog');
  await bust.getByRole('button', { name: 'Bust Player' }).click();
  await expectToast(host.page, 'Cy Caller is out in 4th place');
  await expect(piaCard.row(piaCard.out(), 'Cy Caller')).toContainText('Busted by Bo Bluff');
  await expect(piaCard.row(piaCard.stillIn(), 'Bo Bluff')).toContainText('1 knockout');

  // Bo busted by mistake, then restored through the confirm.
  await (await hostCard.bust('Bo Bluff')).getByRole('button', { name: 'Bust Player' }).click();
  await expect(piaCard.row(piaCard.out(), 'Bo Bluff')).toBeVisible();
  await hostCard.row(hostCard.out(), 'Bo Bluff').getByRole('button', { name: 'Restore' }).click();
  const restore = host.page.getByRole('dialog', { name: 'Restore Player' });
  await restore.getByRole('button', { name: 'Restore Player' }).click();
  await expectToast(host.page, 'Bo Bluff is back in');
  await expect(piaCard.row(piaCard.stillIn(), 'Bo Bluff')).toBeVisible();
  await expect(piaCard.out().getByRole('listitem')).toHaveCount(1);

  // The chop dialog with three left (looked at, then closed: this night is played out).
  await hostCard.button('Chop').click();
  const chop = host.page.getByRole('dialog', { name: 'Chop the Prize Pool' });
  await chop.getByRole('textbox', { name: 'Hana Host’s chips' }).fill('12000');
  await chop.getByRole('textbox', { name: 'Pia Player’s chips' }).fill('9000');
  await chop.getByRole('textbox', { name: 'Bo Bluff’s chips' }).fill('3000');
  await expect(chop.getByRole('table', { name: 'Chop preview' })).toContainText('$');
  await shoot(host.page, 'chop-dialog');
  await chop.getByRole('button', { name: 'Cancel' }).click();
  await expect(chop).toBeHidden();

  // Bo out 3rd and the host 2nd, both to Pia; Pia is left.
  await (
    await hostCard.bust('Bo Bluff', 'Pia Player')
  )
    .getByRole('button', { name: 'Bust Player' })
    .click();
  await expectToast(host.page, 'Bo Bluff is out in 3rd place');
  await (
    await hostCard.bust('Hana Host', 'Pia Player')
  )
    .getByRole('button', { name: 'Bust Player' })
    .click();
  await expect(piaCard.card()).toContainText('Pia Player is the last player standing');

  await hostCard.button('Finish and Record Results').click();
  const finish = host.page.getByRole('dialog', { name: 'Finish Tournament' });
  await expect(finish).toContainText('Pia Player wins');
  await finish.getByRole('button', { name: 'Finish and Record Results' }).click();
  await expectToast(host.page, 'Results recorded');
  await expect(hostEvent.state()).toHaveText('Completed');

  // Pool 4 × $20 = $80: 70% and 30%. Bounties $5 a knockout; Pia, never knocked out, keeps her own.
  for (const page of [host.page, pia.page]) {
    const results = page.getByRole('table', { name: 'Results' });
    await expect(results.getByRole('row')).toHaveCount(5);
    await expect(results.getByRole('row').nth(1)).toContainText(
      /1st\s*Pia Player.*\$56\.00\s*\$15\.00/,
    );
    await expect(results.getByRole('row').nth(2)).toContainText(
      /2nd\s*Hana Host.*\$24\.00\s*\$0\.00/,
    );
    await expect(results.getByRole('row').nth(3)).toContainText(
      /3rd\s*Bo Bluff.*\$0\.00\s*\$5\.00/,
    );
    await expect(results.getByRole('row').nth(4)).toContainText(
      /4th\s*Cy Caller.*\$0\.00\s*\$0\.00/,
    );
    await expect(page.getByRole('region', { name: 'Tournament Players' })).toHaveCount(0);
    await expect(page.getByTestId('tournament-clock')).toHaveCount(0);
  }
  await shoot(pia.page, 'results');

  await expect(history.winners(title)).toContainText('Pia Player');
  await expect(board.locator('tbody tr').first()).toContainText('Pia Player');
  await expect(board.locator('tbody tr').first()).toContainText('$71.00');
});
