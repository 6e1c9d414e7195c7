// The group admin dashboard in Chromium (issue 13): the owner opens it from the group page, sees
// attendance, members with their role and games, the season's standings and recent activity, and
// downloads the results and the standings as CSVs a spreadsheet opens; a member finds no link to
// it and is told plainly, at its address, who it is for. Screenshots at phone and laptop widths
// go to the test's output folder.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, daysFromNow, groupWithMembers } from './support/events';
import { snap } from './support/screenshots';

const ME = `query { me { id } }`;
const SET_WINNERS = `mutation($eventId: ID!, $winners: [WinnerInput!]!) {
  setWinners(eventId: $eventId, winners: $winners) { id status } }`;
const CREATE_SEASON = `mutation($groupId: ID!, $name: String!, $startsAt: DateTime!,
  $endsAt: DateTime!, $pointsFormula: PointsFormula!) {
  createSeason(groupId: $groupId, name: $name, startsAt: $startsAt, endsAt: $endsAt,
    pointsFormula: $pointsFormula) { id } }`;

class AdminScreen {
  constructor(readonly page: Page) {}
  title = () => this.page.getByRole('heading', { level: 1 });
  region = (name: string) => this.page.getByRole('region', { name });
  members = () => this.region('Members').getByRole('table');
  standingRow = (name: string) =>
    this.region('Seasons').getByRole('table').getByRole('row').filter({ hasText: name });
  memberRow = (name: string) => this.members().getByRole('row').filter({ hasText: name });
}

test('the owner sees the dashboard and downloads the results; a member is refused', async ({
  browser,
}) => {
  const owner = await signUpMember(browser, 'Olive Owner');
  const member = await signUpMember(browser, 'Mia Member');
  const groupId = await groupWithMembers(owner.page.request, 'Thursday Club', [
    { request: member.page.request, email: member.email },
  ]);
  const ownerId: string = (await gql(owner.page.request, ME)).me.id;
  const memberId: string = (await gql(member.page.request, ME)).me.id;
  // Last week's game, recorded after the fact with both of them playing, Mia the winner.
  const eventId = await createEventViaApi(owner.page.request, {
    title: 'Hold’em, deep stack',
    startsAt: daysFromNow(-7),
    location: '12 Elm Street',
    buyInCents: 2000,
    maxPlayers: 8,
    groupId,
    playerIds: [ownerId, memberId],
  });
  await gql(owner.page.request, SET_WINNERS, {
    eventId,
    winners: [{ place: 1, userId: memberId, prizeCents: 4000 }],
  });
  // A season around it, by finish order: Mia 2 points, Olive (no place recorded, so last) 1.
  const { createSeason } = await gql(owner.page.request, CREATE_SEASON, {
    groupId,
    name: 'Autumn League',
    startsAt: daysFromNow(-30),
    endsAt: daysFromNow(30),
    pointsFormula: 'FINISH_ORDER',
  });
  const seasonId: string = createSeason.id;

  // The owner: from the group page to the dashboard.
  const page = owner.page;
  await page.goto(`/#/groups/${groupId}`);
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`#/groups/${groupId}/admin$`));
  const admin = new AdminScreen(page);
  await expect(admin.title()).toHaveText('Thursday Club · Admin', { timeout: 30_000 });
  await expect(admin.region('Attendance')).toContainText(
    '1 game in the last 6 months, 2 players on average',
  );
  await expect(admin.region('Attendance').locator('.recharts-bar-rectangle')).toHaveCount(1);
  await expect(admin.memberRow('Olive Owner')).toContainText('Owner');
  await expect(admin.memberRow('Mia Member')).toContainText('Member');
  await expect(admin.memberRow('Mia Member').getByRole('cell').nth(2)).toHaveText('1');
  await expect(admin.region('Recent activity')).toContainText('Mia Member');
  await expect(admin.region('Seasons').getByRole('combobox', { name: 'Season' })).toHaveValue(
    'Autumn League (current)',
  );
  await expect(admin.standingRow('Mia Member').getByRole('cell')).toHaveText([
    '1',
    /^Mia Member/,
    '2',
    '1',
    '1',
    '$40.00',
  ]);
  await expect(admin.standingRow('Olive Owner').getByRole('cell').first()).toHaveText('2');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `admin-${width}`, true);
  }

  // The results file: what the server serves, as an attachment.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Results CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('thursday-club-results.csv');
  const bytes = await readFile(await download.path());
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    dateStyle: 'short',
  }).format(new Date(Date.now() - 7 * 86_400_000));
  expect(bytes.toString('utf8')).toBe(
    [
      '\uFEFFDate,Event,Place,Player,Prize,Bounties,Buy-in',
      `${date},"Hold’em, deep stack",1,Mia Member,40.00,0.00,20.00`,
      `${date},"Hold’em, deep stack",,Olive Owner,0.00,0.00,20.00`,
      '',
    ].join('\r\n'),
  );

  // The standings file of the season picked.
  const standingsDownload = page.waitForEvent('download');
  await admin.region('Seasons').getByRole('link', { name: 'Standings CSV' }).click();
  const standings = await standingsDownload;
  expect(standings.suggestedFilename()).toBe('thursday-club-autumn-league-standings.csv');
  expect((await readFile(await standings.path())).toString('utf8')).toBe(
    [
      '\uFEFFRank,Player,Points,Games,Wins,Earnings',
      '1,Mia Member,2.00,1,1,40.00',
      '2,Olive Owner,1.00,1,0,0.00',
      '',
    ].join('\r\n'),
  );

  // A member: no link on the group page, and a plain refusal at the address.
  const memberPage = member.page;
  await memberPage.goto(`/#/groups/${groupId}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Thursday Club' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(memberPage.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);
  await memberPage.goto(`/#/groups/${groupId}/admin`);
  await expect(memberPage.getByRole('alert')).toContainText(
    'Only the group owner and admins can see the admin dashboard and its exports',
    { timeout: 30_000 },
  );
  await expect(memberPage.getByRole('link', { name: 'Results CSV' })).toHaveCount(0);
  const refused = await memberPage.request.get(`/export/groups/${groupId}/results.csv`);
  expect(refused.status()).toBe(403);
  await expect(memberPage.getByRole('link', { name: 'Standings CSV' })).toHaveCount(0);
  const refusedStandings = await memberPage.request.get(
    `/export/groups/${groupId}/seasons/${seasonId}/standings.csv`,
  );
  expect(refusedStandings.status()).toBe(403);
  await memberPage.setViewportSize({ width: 390, height: 700 });
  await snap(memberPage, 'admin-refused-390');

  await owner.context.close();
  await member.context.close();
});
