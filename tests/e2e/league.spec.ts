// The league on the group page (issue 13): the owner starts a season through New season, a game
// played within it shows in the season's standings on both open pages without a reload, and the
// owner makes a member an admin from the member's role menu; the new admin's page offers New
// season at once, and they never get the role menu. Screenshots at phone and laptop widths.
import { expect, test, type Page } from '@playwright/test';
import { signUpMember, type SignedUpMember } from './support/accounts';
import { Me } from '../support/operations';
import { gql } from './support/api';
import { daysFromNow, groupWithMembers } from './support/events';
import { expectToast } from './support/ui';
import { shoot } from './support/screenshots';

async function idOf(member: SignedUpMember): Promise<string> {
  const { me } = await gql(member.page.request, Me);
  if (!me) throw new Error(`${member.email} is not signed in`);
  return me.id;
}

/** Picks `day` of the month `monthOffset` away in the open date picker. */
async function pickDay(page: Page, field: string, monthOffset: number, day: number) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const step = monthOffset < 0 ? 'Previous month' : 'Next month';
  for (let i = 0; i < Math.abs(monthOffset); i++)
    await page.getByRole('button', { name: step }).click();
  const target = new Date();
  target.setDate(1);
  target.setMonth(target.getMonth() + monthOffset);
  const label = `${day} ${target.toLocaleString('en-US', { month: 'long' })} ${target.getFullYear()}`;
  await page.getByRole('button', { name: label, exact: true }).click();
}

const season = (page: Page) => page.getByRole('region', { name: /Season|Spring League/ });

test('the owner starts a season, standings follow a game, and roles change live', async ({
  browser,
}) => {
  const owner = await signUpMember(browser, 'Ava Owner');
  const member = await signUpMember(browser, 'Ben Member');
  try {
    const groupId = await groupWithMembers(owner.page.request, 'League Night', [
      { request: member.page.request, email: member.email },
    ]);
    await owner.page.goto(`/#/groups/${groupId}`);
    await member.page.goto(`/#/groups/${groupId}`);
    await expect(season(owner.page)).toContainText('No season is running');
    await expect(season(member.page)).toContainText('The owner or an admin can start one');
    await expect(member.page.getByRole('button', { name: 'New season' })).toHaveCount(0);

    // New season: the owner checks the rule in the dialog, then creates it.
    await owner.page.getByRole('button', { name: 'New season' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'New season' });
    await dialog.getByRole('button', { name: 'Create season' }).click();
    await expect(dialog).toContainText('Season name is required');
    await dialog.getByLabel('Season name').fill('Spring League');
    await pickDay(owner.page, 'First day', -1, 1);
    await pickDay(owner.page, 'Last day', 1, 28);
    await dialog.getByRole('button', { name: 'Create season' }).click();
    await expectToast(owner.page, 'Season created');
    await expect(owner.page.getByRole('heading', { name: 'Spring League' })).toBeVisible();
    await expect(member.page.getByRole('heading', { name: 'Spring League' })).toBeVisible();
    await expect(season(member.page)).toContainText('No completed games in this season yet.');

    // A game played yesterday, its winner recorded: both pages rank it.
    const [ownerId, memberId] = [await idOf(owner), await idOf(member)];
    const { createEvent } = await gql(
      owner.page.request,
      `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
      {
        input: {
          title: 'Yesterday',
          startsAt: daysFromNow(-1),
          location: '1 Felt Lane',
          buyInCents: 2000,
          maxPlayers: 6,
          groupId,
          playerIds: [memberId],
        },
      },
    );
    await gql(
      owner.page.request,
      `mutation($e: ID!, $w: [WinnerInput!]!) { setWinners(eventId: $e, winners: $w) { id } }`,
      { e: createEvent.id, w: [{ place: 1, userId: memberId, prizeCents: 4000 }] },
    );
    for (const page of [owner.page, member.page]) {
      const rows = season(page).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('Ben Member');
      await expect(rows.nth(0)).toContainText('2');
      await expect(rows.nth(1)).toContainText('Ava Owner');
    }
    expect(ownerId).not.toBe(memberId);
    await shoot(owner.page, 'season');

    // Roles: only the owner has the menu; making Ben an admin gives him New season live.
    await expect(member.page.getByRole('button', { name: /^Role of / })).toHaveCount(0);
    await owner.page.getByRole('button', { name: 'Role of Ben Member' }).click();
    await shoot(owner.page, 'role-menu');
    await owner.page.getByRole('menuitem', { name: 'Make admin' }).click();
    await expectToast(owner.page, 'Ben Member is now an admin');
    const members = owner.page.getByRole('region', { name: /^Members/ });
    await expect(members.getByRole('listitem').filter({ hasText: 'Ben Member' })).toContainText(
      'Admin',
    );
    await expect(member.page.getByRole('button', { name: 'New season' })).toBeVisible();
    await expect(member.page.getByRole('button', { name: /^Role of / })).toHaveCount(0);
    await shoot(member.page, 'admin');
  } finally {
    await owner.context.close();
    await member.context.close();
  }
});
