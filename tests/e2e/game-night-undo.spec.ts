// The night's log and undo (issue 28), two browsers: the host mis-taps Rebuy, the pool goes up on
// a player's phone too; the host undoes it from the Night's log card, the line is marked undone
// and the player's pool goes back without a reload; the player sees the log without Undo. Then a
// bust undone from its toast. UNDO_SHOTS=1 saves screenshots at phone and laptop widths in /tmp.
import { expect, test, type Page } from '@playwright/test';
import { Me } from '../support/operations';
import { signUpMember, type SignedUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, EventScreen, groupWithMembers } from './support/events';
import { expectToast, toast } from './support/ui';
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

const logCard = (page: Page) => page.getByRole('region', { name: 'Night’s log' });
const pool = (page: Page) => page.getByTestId('clock-prize-pool');

const people: SignedUpMember[] = [];
test.afterEach(async () => {
  for (const member of people.splice(0)) await member.context.close();
});

test('the host undoes a mis-tapped rebuy from the log; a player sees the pool go back', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const host = await signUpMember(browser, 'Uma Host');
  const pia = await signUpMember(browser, 'Pia Player');
  const bo = await signUpMember(browser, 'Bo Bluff');
  people.push(host, pia, bo);
  const groupId = await groupWithMembers(host.page.request, `Undo ${stamp}`, [
    { request: pia.page.request, email: pia.email },
    { request: bo.page.request, email: bo.email },
  ]);
  const eventId = await createEventViaApi(host.page.request, {
    title: `Undo night ${stamp}`,
    startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    location: '3 Felt Street',
    buyInCents: 2000,
    maxPlayers: 9,
    groupId,
    playerIds: [await idOf(pia), await idOf(bo)],
  });
  await gql(host.page.request, START, {
    eventId,
    settings: { templateId: 'standard', rebuyCents: 1000 },
  });

  await new EventScreen(host.page).open(eventId);
  await new EventScreen(pia.page).open(eventId);
  await expect(pool(host.page)).toHaveText('$60.00');
  await expect(pool(pia.page)).toHaveText('$60.00');
  await expect(logCard(host.page).getByRole('listitem')).toHaveText([/Started the night/]);

  // The mis-tap: Rebuy for Bo, one tap, no confirmation.
  const players = host.page.getByRole('region', { name: 'Tournament Players' });
  await players
    .getByRole('listitem', { name: /^Bo Bluff$/ })
    .getByRole('button', { name: 'Rebuy' })
    .click();
  await expect(toast(host.page, 'Rebuy recorded for Bo Bluff')).toBeVisible();
  await expect(pool(pia.page)).toHaveText('$70.00');
  const rebuyLine = logCard(host.page).getByRole('listitem', { name: 'Rebuy for Bo Bluff' });
  await expect(rebuyLine).toContainText('Uma Host ·');
  await shoot(host.page, 'host-log');

  // The player follows the same log, without Undo.
  await expect(
    logCard(pia.page).getByRole('listitem', { name: 'Rebuy for Bo Bluff' }),
  ).toBeVisible();
  await expect(logCard(pia.page).getByRole('button', { name: /Undo/ })).toHaveCount(0);
  await shoot(pia.page, 'player-log');

  await rebuyLine.getByRole('button', { name: 'Undo: Rebuy for Bo Bluff' }).click();
  await expectToast(host.page, 'Undone: Rebuy for Bo Bluff');
  await expect(pool(host.page)).toHaveText('$60.00');
  await expect(pool(pia.page)).toHaveText('$60.00');
  const undone = logCard(pia.page).getByRole('listitem', {
    name: 'Rebuy for Bo Bluff (undone)',
  });
  await expect(undone).toContainText('Undone');
  await expect(
    logCard(pia.page).getByRole('listitem', { name: 'Undid the rebuy for Bo Bluff' }),
  ).toBeVisible();
  await expect(
    logCard(host.page).getByRole('button', { name: 'Undo: Rebuy for Bo Bluff' }),
  ).toHaveCount(0);
  await shoot(host.page, 'host-undone');

  // A bust taken back from its toast: Bo is in again on the player's phone.
  await players
    .getByRole('listitem', { name: /^Bo Bluff$/ })
    .getByRole('button', { name: 'Bust' })
    .click();
  await host.page
    .getByRole('dialog', { name: 'Bust Bo Bluff' })
    .getByRole('button', { name: 'Bust Player' })
    .click();
  const bustToast = toast(host.page, 'Bo Bluff is out in 3rd place');
  await expect(bustToast).toBeVisible();
  const piaPlayers = pia.page.getByRole('region', { name: 'Tournament Players' });
  await expect(piaPlayers.getByRole('list', { name: 'Out', exact: true })).toContainText(
    'Bo Bluff',
  );
  await bustToast.getByRole('button', { name: 'Undo' }).click();
  await expectToast(host.page, 'Undone: Busted Bo Bluff');
  await expect(piaPlayers.getByRole('list', { name: 'Still in' })).toContainText('Bo Bluff');
  await expect(
    logCard(pia.page).getByRole('listitem', { name: 'Busted Bo Bluff (undone)' }),
  ).toBeVisible();
});
