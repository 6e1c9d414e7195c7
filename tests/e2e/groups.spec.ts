// Groups in Chromium, several people in their own browsers (docs/product.md §2 Groups and Group detail, §4
// group actions, §5 invite by e-mail, §6, §8 group page messages): the owner creates a group and
// invites by e-mail, the invitee accepts from the Groups page, the member records last month's
// game for the group, its host records the winners, and both open group pages follow the
// leaderboards without a reload. Then the owner removes one member, another leaves, and an
// invitation is cancelled, each through its confirm dialog.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signUpMember, type SignedUpMember } from './support/accounts';
import {
  acceptGroupInviteViaApi,
  createGroupViaApi,
  fillWinners,
  HistoryScreen,
  pickEventDate,
} from './support/events';
import { latestMailTo, linkFrom } from './support/mail';
import { expectRoute, expectToast, field } from './support/ui';

// ---- page objects ------------------------------------------------------------------------------

class GroupsScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/#/groups');
    await expect(this.page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
    await expect(this.page.getByRole('heading', { name: 'My Groups' })).toBeVisible();
  }

  invitations = () => this.page.getByRole('region', { name: 'Group Invitations' });
  invitation = (name: string) => this.invitations().getByRole('listitem', { name });
  groupCard = (name: string) => this.page.getByRole('link', { name: new RegExp(escape(name)) });
}

class GroupScreen {
  constructor(readonly page: Page) {}

  async open(groupId: string) {
    await this.page.goto(`/#/groups/${groupId}`);
    await expect(this.title()).toBeVisible();
  }

  title = () => this.page.getByRole('heading', { level: 1 });
  button = (name: string) => this.page.getByRole('button', { name, exact: true });
  members = () => this.page.getByRole('region', { name: /^Members \(\d+\)$/ });
  membersTitle = () => this.members().getByRole('heading', { level: 2 });
  member = (text: string) => this.members().getByRole('listitem').filter({ hasText: text });
  pendingInvites = () => this.page.getByRole('region', { name: 'Pending Invites' });
  upcoming = () => this.page.getByRole('region', { name: 'Upcoming Events' });
  past = () => this.page.getByRole('region', { name: 'Past Events' });
  dialog = (name: string) => this.page.getByRole('dialog', { name });
  /** A leaderboard's body rows as text per cell. */
  board = (name: 'Most Wins' | 'Most Active') => this.page.getByRole('table', { name });

  async boardRows(name: 'Most Wins' | 'Most Active'): Promise<string[][]> {
    const rows = this.board(name).locator('tbody tr');
    const cells: string[][] = [];
    for (const row of await rows.all()) {
      cells.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()));
    }
    return cells;
  }

  /** Marks the document; `expectNoReload` fails if the page has been reloaded since. */
  async markNoReload() {
    await this.page.evaluate(() => {
      (window as unknown as { __groupsNoReload?: boolean }).__groupsNoReload = true;
    });
  }

  async expectNoReload() {
    expect(
      await this.page.evaluate(
        () => (window as unknown as { __groupsNoReload?: boolean }).__groupsNoReload === true,
      ),
    ).toBe(true);
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function groupIdOf(page: Page): string {
  const match = /#\/groups\/([^/?]+)/.exec(page.url());
  if (!match) throw new Error(`Not on a group page: ${page.url()}`);
  return decodeURIComponent(match[1]!);
}

async function expectCells(rows: () => Promise<string[][]>, expected: (string | RegExp)[][]) {
  await expect
    .poll(async () => {
      const actual = await rows();
      return (
        actual.length === expected.length &&
        actual.every((row, i) =>
          expected[i]!.every((cell, j) =>
            typeof cell === 'string' ? row[j] === cell : cell.test(row[j] ?? ''),
          ),
        )
      );
    })
    .toBe(true);
}

const people: SignedUpMember[] = [];
async function person(browser: Browser, name: string) {
  const member = await signUpMember(browser, name);
  people.push(member);
  return member;
}

test.afterEach(async () => {
  for (const member of people.splice(0)) await member.context.close();
});

// ---- the story ----------------------------------------------------------------------------------

test('create → invite by e-mail → accept on Groups → a past group game → winners, live for both', async ({
  browser,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const groupName = `Thursday Regulars ${suffix}`;
  const title = `Last Thursday ${suffix}`;
  const owner = await person(browser, 'Olivia Owner');
  const member = await person(browser, 'Max Member');

  // The owner has no groups yet, and creates one (the name is required).
  const ownerGroups = new GroupsScreen(owner.page);
  await ownerGroups.open();
  await expect(owner.page.getByText('No groups found')).toBeVisible();
  await owner.page.getByRole('button', { name: 'Create Group' }).click();
  const create = owner.page.getByRole('dialog', { name: 'Create Group' });
  await create.getByRole('button', { name: 'Create Group' }).click();
  await expect(create.getByText('Group name is required')).toBeVisible();
  await field(create, 'Group name').fill(`  ${groupName} `);
  await field(create, 'Description').fill('Hold’em every other Thursday.');
  await create.getByRole('button', { name: 'Create Group' }).click();
  await expectToast(owner.page, 'Group created');
  await expect(owner.page).toHaveURL(/#\/groups\/[^/?]+$/);
  const groupId = groupIdOf(owner.page);

  const ownerGroup = new GroupScreen(owner.page);
  await expect(ownerGroup.title()).toHaveText(groupName);
  await expect(owner.page.getByText('Hold’em every other Thursday.')).toBeVisible();
  await expect(ownerGroup.button('Leave Group')).toHaveCount(0);
  await expect(ownerGroup.membersTitle()).toHaveText('Members (1)');
  await expect(ownerGroup.member('Olivia Owner')).toContainText('Owner');
  await expect(ownerGroup.upcoming()).toContainText('No upcoming events');
  await expect(ownerGroup.past()).toHaveCount(0);

  // Invite: nothing valid stops; one bad address is skipped with a warning.
  await ownerGroup.button('Invite Members').click();
  const invite = ownerGroup.dialog('Invite Members');
  await field(invite, 'Email addresses').fill('nobody, still-nobody');
  await invite.getByRole('button', { name: 'Send Invites' }).click();
  await expectToast(owner.page, 'Please enter valid email addresses');
  await expect(invite).toBeVisible();
  const since = Date.now();
  await field(invite, 'Email addresses').fill(`not-an-address\n${member.email.toUpperCase()}`);
  await invite.getByRole('button', { name: 'Send Invites' }).click();
  await expectToast(owner.page, 'Some email addresses are invalid and will be skipped');
  await expectToast(owner.page, 'Invitations sent to 1 email(s)');
  // The dialog stays open naming what it skipped, the bad entry back in the field to fix.
  const notInvited = invite.getByRole('list', { name: 'Not invited' });
  await expect(notInvited).toHaveText('not-an-address: not a valid email address');
  await expect(field(invite, 'Email addresses')).toHaveValue('not-an-address');
  await expect(ownerGroup.pendingInvites()).toContainText(member.email);
  // Sending the same address again sends nothing and says why.
  await field(invite, 'Email addresses').fill(member.email);
  await invite.getByRole('button', { name: 'Send Invites' }).click();
  await expect(notInvited).toHaveText(`${member.email}: already invited`);
  await expect(field(invite, 'Email addresses')).toHaveValue('');
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toBeHidden();
  await ownerGroup.markNoReload();

  // The invitation e-mail names the group and links to the Groups page.
  const mail = await latestMailTo(member.page.request, member.email, groupName, { since });
  expect(mail.Subject).toContain('Olivia Owner invited you to');
  expect(mail.ReplyTo).toBe(owner.email);
  const link = linkFrom(mail, '/groups');

  // The invitee accepts from the Groups page the link opens.
  await member.page.goto(link);
  const memberGroups = new GroupsScreen(member.page);
  await expect(memberGroups.invitation(groupName)).toContainText('Invited by Olivia Owner');
  await memberGroups
    .invitation(groupName)
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expectToast(member.page, 'Successfully joined the group!');
  await expect(memberGroups.invitation(groupName)).toBeHidden();
  await expect(memberGroups.groupCard(groupName)).toContainText('2 members');

  // The owner's page follows without a reload: two members, no pending invitation.
  await expect(ownerGroup.membersTitle()).toHaveText('Members (2)');
  await expect(ownerGroup.member('Max Member')).toContainText(member.email);
  await expect(ownerGroup.pendingInvites()).toHaveCount(0);

  // The member opens the group: Leave Group and Create Event, nothing of the owner's.
  await memberGroups.groupCard(groupName).click();
  const memberGroup = new GroupScreen(member.page);
  await expect(memberGroup.title()).toHaveText(groupName);
  await expect(memberGroup.button('Leave Group')).toBeVisible();
  await expect(memberGroup.button('Invite Members')).toHaveCount(0);
  await expect(memberGroup.members().getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(memberGroup.pendingInvites()).toHaveCount(0);

  // Create Event opens the form with the group already chosen; last month's game is recorded
  // now (group events may be in the past, docs/product.md §5).
  await member.page.getByRole('link', { name: 'Create Event' }).click();
  await expect(member.page).toHaveURL(new RegExp(`#/create-event\\?groupId=${groupId}$`));
  const form = member.page.getByRole('form', { name: 'Create Event' });
  await expect(form.getByRole('combobox', { name: 'Group' })).toHaveValue(groupName);
  await field(form, 'Title').fill(title);
  await pickEventDate(member.page, -1);
  await form.getByRole('button', { name: 'Add New Location' }).click();
  const location = member.page.getByRole('dialog', { name: 'Add New Location' });
  await field(location, 'Name').fill('The Back Room');
  await field(location, 'Address').fill('7 Elm Rd');
  await location.getByRole('button', { name: 'Add Location' }).click();
  await expect(location).toBeHidden();
  await field(form, 'Buy-in ($)').fill('20');
  await field(form, 'Max Players').fill('8');
  // Nobody joins a game that has started: the form asks who played (the owner, with the host).
  await field(form, 'Who Played').click();
  await member.page.getByRole('option', { name: 'Olivia Owner', exact: true }).click();
  await member.page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(member.page, 'Event created successfully!');
  await expect(member.page).toHaveURL(/#\/event\/[^/?]+$/);

  // The owner sees the game they played appear live under Past Events.
  await expect(
    ownerGroup.past().getByRole('link', { name: new RegExp(escape(title)) }),
  ).toBeVisible();
  await expect(ownerGroup.past()).toContainText('$20.00 buy-in');
  await expect(ownerGroup.past()).toContainText('2/8 players');
  await expect(ownerGroup.board('Most Wins')).toHaveCount(0);

  // The member keeps the group open in a second tab while recording the result in History.
  const memberGroupTab = new GroupScreen(await member.context.newPage());
  await memberGroupTab.open(groupId);
  await memberGroupTab.markNoReload();
  const history = new HistoryScreen(member.page);
  await history.open();
  await history
    .event(title)
    .getByRole('button', { name: /Set Winners/ })
    .click();
  const winners = member.page.getByRole('dialog', { name: 'Set Winners' });
  await fillWinners(winners, { '1st': ['Olivia Owner', '60'], '2nd': ['Max Member', '20'] });
  await expectToast(member.page, 'Winners updated successfully!');

  // Both open group pages show the new standings, without a reload.
  for (const screen of [ownerGroup, memberGroupTab]) {
    await expectCells(
      () => screen.boardRows('Most Wins'),
      [
        ['1', /^Olivia Owner/, '1 (100.0%)', '$60.00'],
        ['2', /^Max Member/, '0 (0.0%)', '$20.00'],
      ],
    );
    await expectCells(
      () => screen.boardRows('Most Active'),
      // Tied on games played: one rank; the tie goes to more wins.
      [
        ['1', 'Olivia Owner', '1'],
        ['1', 'Max Member', '1'],
      ],
    );
    await expect(screen.past()).toContainText('Winner: Olivia Owner');
    await screen.expectNoReload();
  }
});

test('the owner removes a member, a member leaves, an invitation is cancelled — each confirmed', async ({
  browser,
}) => {
  test.slow();
  const groupName = `Poker Pals ${Date.now().toString(36)}`;
  const owner = await person(browser, 'Olivia Owner');
  const leaver = await person(browser, 'Lena Leaver');
  const removed = await person(browser, 'Rick Removed');
  const groupId = await createGroupViaApi(owner.page.request, groupName, [
    leaver.email,
    removed.email,
    'someone.else@example.com',
  ]);
  await acceptGroupInviteViaApi(removed.page.request, groupId);

  // An invited non-member sees the group's name with Accept and Decline, and accepts.
  const leaverGroup = new GroupScreen(leaver.page);
  await leaverGroup.open(groupId);
  await expect(leaverGroup.title()).toHaveText(groupName);
  await expect(leaverGroup.members()).toHaveCount(0);
  await expect(leaverGroup.button('Decline')).toBeVisible();
  await leaverGroup.button('Accept').click();
  await expectToast(leaver.page, 'Successfully joined the group!');
  await expect(leaverGroup.button('Leave Group')).toBeVisible();
  await expect(leaverGroup.membersTitle()).toHaveText('Members (3)');

  const ownerGroup = new GroupScreen(owner.page);
  await ownerGroup.open(groupId);
  await expect(ownerGroup.membersTitle()).toHaveText('Members (3)');
  await expect(
    ownerGroup.members().getByRole('button', { name: 'Remove Olivia Owner' }),
  ).toHaveCount(0);

  const removedGroup = new GroupScreen(removed.page);
  await removedGroup.open(groupId);

  // Remove Member: backing out changes nothing; confirming removes, and the removed member's
  // open page goes to /groups on its own.
  const removeRick = ownerGroup.members().getByRole('button', { name: 'Remove Rick Removed' });
  await removeRick.click();
  let dialog: Locator = ownerGroup.dialog('Remove Member');
  await expect(dialog).toContainText('Remove Rick Removed from');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(ownerGroup.membersTitle()).toHaveText('Members (3)');
  await removeRick.click();
  dialog = ownerGroup.dialog('Remove Member');
  await dialog.getByRole('button', { name: 'Remove Member' }).click();
  await expectToast(owner.page, 'Member removed successfully');
  await expect(ownerGroup.membersTitle()).toHaveText('Members (2)');
  await expect(ownerGroup.member('Rick Removed')).toHaveCount(0);
  await expectToast(removed.page, 'You do not have access to this group');
  await expectRoute(removed.page, '/groups');

  // And coming back by address (a fresh load) is refused the same way.
  await removed.page.goto('about:blank');
  await removed.page.goto(`/#/groups/${groupId}`);
  await expectToast(removed.page, 'You do not have access to this group');
  await expectRoute(removed.page, '/groups');

  // Leave Group says a new invitation is needed to rejoin.
  await leaverGroup.button('Leave Group').click();
  dialog = leaverGroup.dialog('Leave Group');
  await expect(dialog).toContainText('You will need a new invitation to rejoin.');
  await dialog.getByRole('button', { name: 'Leave Group' }).click();
  await expectToast(leaver.page, 'Successfully left the group');
  await expectRoute(leaver.page, '/groups');
  await expect(leaver.page.getByText('No groups found')).toBeVisible();
  await expect(ownerGroup.membersTitle()).toHaveText('Members (1)');

  // Cancel Invitation, owner only.
  const pending = ownerGroup.pendingInvites();
  await expect(pending).toContainText('someone.else@example.com');
  await pending
    .getByRole('button', { name: 'Cancel invitation for someone.else@example.com' })
    .click();
  dialog = ownerGroup.dialog('Cancel Invitation');
  await dialog.getByRole('button', { name: 'Cancel Invitation' }).click();
  await expectToast(owner.page, 'Invitation cancelled');
  await expect(pending).toHaveCount(0);
  await expect(ownerGroup.button('Invite Members')).toBeVisible();
});
