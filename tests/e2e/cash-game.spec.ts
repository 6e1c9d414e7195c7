// A cash game end to end (issue 13 "League and money"), two browsers: the host creates last
// night's game of her group through Create Event's Game choice (picked with the keyboard) with a
// player who played (a game settles only once it has started, docs/product.md §10), the host
// records two buy-ins for them and one for herself and the cash-outs; settling is refused with the server's
// message while the cash-outs are $6.00 short, the host corrects a cash-out and settles, and the
// event is completed. The player's open page follows every total without a reload. Tournament
// parts (winners, game night) never show. Screenshots at phone and laptop widths.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { createEventViaUi, EventScreen, groupWithMembers } from './support/events';
import { expectToast, field } from './support/ui';
import { shoot } from './support/screenshots';

test.describe.configure({ timeout: 180_000 });

const cashCard = (page: Page) => page.getByRole('region', { name: 'Cash game' });
const totals = (page: Page) => cashCard(page).getByRole('status');
const row = (page: Page, name: string) =>
  cashCard(page)
    .getByRole('list', { name: 'Buy-ins and cash-outs' })
    .getByRole('listitem')
    .filter({ hasText: name });

/** The host records money through the row's button and its dialog. */
async function record(page: Page, kind: 'Buy-in' | 'Cash-out', name: string, dollars: string) {
  await row(page, name)
    .getByRole('button', { name: `${kind} for ${name}` })
    .click();
  const dialog: Locator = page.getByRole('dialog', { name: `Record ${kind}: ${name}` });
  await field(dialog, `${kind} ($)`).fill(dollars);
  await dialog.getByRole('button', { name: `Record ${kind}` }).click();
  await expectToast(page, `${kind} of $${dollars}.00 recorded for ${name}`);
  await expect(dialog).toBeHidden();
}

test('a cash game: buy-ins, cash-outs, a refused settle, then settled, live for a player', async ({
  browser,
}) => {
  test.slow();
  const host = await signUpMember(browser, 'Cara Cash');
  const player = await signUpMember(browser, 'Pete Poker');

  // Cara's group, Pete in it, before the form first loads its groups.
  await groupWithMembers(host.page.request, 'Kitchen Cash', [
    { request: player.page.request, email: player.email },
  ]);

  // The form's Game choice, as a phone and a laptop show it.
  await host.page.goto('/#/create-event');
  const game = host.page.getByRole('radiogroup', { name: 'Game' });
  await game.getByRole('radio', { name: 'Tournament' }).focus();
  await host.page.keyboard.press('ArrowRight');
  await expect(game.getByRole('radio', { name: 'Cash game' })).toBeChecked();
  await expect(host.page.getByText(/^Buy-ins and cash-outs: record each/)).toBeVisible();
  await shoot(host.page, 'create-form');

  const eventId = await createEventViaUi(host.page, {
    title: 'Thursday Cash',
    kind: 'Cash game',
    group: 'Kitchen Cash',
    monthOffset: -1,
    location: { name: "Cara's kitchen", address: '4 Oak Row' },
    buyIn: '20',
    played: ['Pete Poker'],
  });
  const cara = new EventScreen(host.page);
  await expect(cashCard(host.page)).toBeVisible();
  await expect(totals(host.page)).toHaveText('Buy-ins $0.00 · Cash-outs $0.00 · Difference $0.00');
  await expect(cashCard(host.page)).toContainText('No buy-ins yet.');
  // A cash game has no winners and no game night.
  await expect(cara.winners()).toHaveCount(0);
  await expect(host.page.getByRole('button', { name: 'Start game night' })).toHaveCount(0);

  // Pete, who played, opens it in his own browser and keeps the page open.
  const pete = new EventScreen(player.page);
  await pete.open(eventId);
  await expect(row(player.page, 'Pete Poker')).toContainText('No buy-in yet');
  await expect(cashCard(player.page).getByRole('button')).toHaveCount(0);

  // Two buy-ins for Pete (the first at the game's $20), one for Cara.
  await expect(row(host.page, 'Pete Poker')).toBeVisible();
  await row(host.page, 'Pete Poker').getByRole('button', { name: 'Buy-in for Pete Poker' }).click();
  const first = host.page.getByRole('dialog', { name: 'Record Buy-in: Pete Poker' });
  await expect(field(first, 'Buy-in ($)')).toHaveValue('20.00');
  await first.getByRole('button', { name: 'Record Buy-in' }).click();
  await expectToast(host.page, 'Buy-in of $20.00 recorded for Pete Poker');
  await expect(first).toBeHidden();
  await record(host.page, 'Buy-in', 'Pete Poker', '15');
  await record(host.page, 'Buy-in', 'Cara Cash', '20');
  await expect(row(host.page, 'Pete Poker')).toContainText('Buy-ins $35.00 · No cash-out yet');
  await expect(totals(host.page)).toHaveText(
    'Buy-ins $55.00 · Cash-outs $0.00 · Difference $55.00',
  );
  // Pete's page follows without a reload.
  await expect(totals(player.page)).toHaveText(
    'Buy-ins $55.00 · Cash-outs $0.00 · Difference $55.00',
  );
  await expect(row(player.page, 'Pete Poker')).toContainText('Buy-ins $35.00');

  // Cash-outs $6.00 short: the settle is refused with the server's message.
  await record(host.page, 'Cash-out', 'Pete Poker', '40');
  await record(host.page, 'Cash-out', 'Cara Cash', '9');
  await expect(totals(host.page)).toHaveText(
    'Buy-ins $55.00 · Cash-outs $49.00 · Difference $6.00',
  );
  await shoot(host.page, 'host');
  await cashCard(host.page).getByRole('button', { name: 'Settle Game' }).click();
  await cara.dialog('Settle Cash Game').getByRole('button', { name: 'Settle' }).click();
  await expect(cashCard(host.page).getByRole('alert')).toHaveText(
    /Cash-outs are \$6\.00 short of buy-ins\./,
  );
  await expect(cara.state()).not.toHaveText('Completed');
  await expect(totals(player.page)).toHaveText(
    'Buy-ins $55.00 · Cash-outs $49.00 · Difference $6.00',
  );
  await shoot(host.page, 'refused');

  // Cara's cash-out was $15, not $9: corrected, the money adds up and the game settles.
  await row(host.page, 'Cara Cash').getByRole('button', { name: 'Cash-out for Cara Cash' }).click();
  const fix = host.page.getByRole('dialog', { name: 'Record Cash-out: Cara Cash' });
  await expect(fix).toContainText('This replaces the $9.00 cash-out recorded.');
  await field(fix, 'Cash-out ($)').fill('15');
  await fix.getByRole('button', { name: 'Record Cash-out' }).click();
  await expectToast(host.page, 'Cash-out of $15.00 recorded for Cara Cash');
  await expect(totals(host.page)).toHaveText(
    'Buy-ins $55.00 · Cash-outs $55.00 · Difference $0.00',
  );
  await expect(cashCard(host.page).getByRole('alert')).toHaveCount(0);
  await cashCard(host.page).getByRole('button', { name: 'Settle Game' }).click();
  await cara.dialog('Settle Cash Game').getByRole('button', { name: 'Settle' }).click();
  await expectToast(host.page, 'Cash game settled');
  await expect(cashCard(host.page).getByText('Settled', { exact: true })).toBeVisible();
  await expect(cara.state()).toHaveText('Completed');
  await expect(cashCard(host.page).getByRole('button')).toHaveCount(0);
  await expect(row(host.page, 'Pete Poker')).toContainText(
    'Buy-ins $35.00 · Cash-out $40.00 · Net +$5.00',
  );
  await expect(row(host.page, 'Cara Cash')).toContainText(
    'Buy-ins $20.00 · Cash-out $15.00 · Net −$5.00',
  );
  // Pete's page: settled and completed, live.
  await expect(cashCard(player.page).getByText('Settled', { exact: true })).toBeVisible();
  await expect(pete.state()).toHaveText('Completed');
  await expect(totals(player.page)).toHaveText(
    'Buy-ins $55.00 · Cash-outs $55.00 · Difference $0.00',
  );
  await expect(pete.winners()).toHaveCount(0);
  await shoot(player.page, 'settled');

  await host.context.close();
  await player.context.close();
});
