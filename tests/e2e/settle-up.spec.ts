// Settle-up in Chromium (issue 13): after a game whose prizes are its buy-ins, the owner's admin
// dashboard shows each member's balance and the transfers that square them; the owner records one
// from its suggestion, and an admin watching the same dashboard in a second browser sees the
// balances change and the activity line appear without reloading, and so does a member on the
// group page. The owner then deletes a payment typed by mistake from the card's payments list,
// and both dashboards' balances follow. Screenshots at phone and laptop widths go to the test's
// output folder.
import { expect, test, type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { gql } from './support/api';
import { createEventViaApi, daysFromNow, groupWithMembers } from './support/events';
import { snap } from './support/screenshots';

const ME = `query { me { id } }`;
const SET_WINNERS = `mutation($eventId: ID!, $winners: [WinnerInput!]!) {
  setWinners(eventId: $eventId, winners: $winners) { id status } }`;
const SET_ROLE = `mutation($groupId: ID!, $userId: ID!, $role: GroupRole!) {
  setGroupRole(groupId: $groupId, userId: $userId, role: $role) { id } }`;

class SettleUpScreen {
  constructor(readonly page: Page) {}
  card = () => this.page.getByRole('region', { name: 'Settle up' });
  balances = () => this.card().getByRole('list', { name: 'Balances' });
  transfers = () => this.card().getByRole('list', { name: 'Suggested transfers' });
  payments = () => this.card().getByRole('list', { name: 'Payments' });
  async open(groupId: string) {
    await this.page.goto(`/#/groups/${groupId}/admin`);
    await expect(this.card()).toBeVisible({ timeout: 30_000 });
  }
}

test('the owner records a payment and an admin sees the balances change live', async ({
  browser,
}) => {
  const owner = await signUpMember(browser, 'Olive Owner');
  const admin = await signUpMember(browser, 'Mia Admin');
  const bea = await signUpMember(browser, 'Bea Member');
  const groupId = await groupWithMembers(owner.page.request, 'Thursday Club', [
    { request: admin.page.request, email: admin.email },
    { request: bea.page.request, email: bea.email },
  ]);
  const idOf = async (m: typeof owner): Promise<string> => (await gql(m.page.request, ME)).me.id;
  const [ownerId, adminId, beaId] = [await idOf(owner), await idOf(admin), await idOf(bea)];
  await gql(owner.page.request, SET_ROLE, { groupId, userId: adminId, role: 'ADMIN' });
  // Last week's game, $20 each from three players, Mia took the $60 pot.
  const eventId = await createEventViaApi(owner.page.request, {
    title: 'Deep stack',
    startsAt: daysFromNow(-7),
    location: '12 Elm Street',
    buyInCents: 2000,
    maxPlayers: 8,
    groupId,
    playerIds: [ownerId, adminId, beaId],
  });
  await gql(owner.page.request, SET_WINNERS, {
    eventId,
    winners: [{ place: 1, userId: adminId, prizeCents: 6000 }],
  });

  const mine = new SettleUpScreen(owner.page);
  const theirs = new SettleUpScreen(admin.page);
  await mine.open(groupId);
  await theirs.open(groupId);
  for (const screen of [mine, theirs]) {
    await expect(screen.balances().getByRole('listitem')).toHaveText([
      /Mia Admin\s*is owed \$40\.00/,
      /owes \$20\.00/,
      /owes \$20\.00/,
    ]);
    await expect(screen.transfers()).toContainText('Bea Member pays Mia Admin $20.00');
    await expect(screen.transfers()).toContainText('Olive Owner pays Mia Admin $20.00');
  }

  // Bea, a member, sees the same money on the group page (no dashboard, no Record buttons).
  const beaScreen = new SettleUpScreen(bea.page);
  await bea.page.goto(`/#/groups/${groupId}`);
  await expect(beaScreen.transfers()).toContainText('Bea Member pays Mia Admin $20.00', {
    timeout: 30_000,
  });
  await expect(beaScreen.card().getByRole('button')).toHaveCount(0);

  for (const width of [390, 1280]) {
    await owner.page.setViewportSize({ width, height: 900 });
    await mine.card().scrollIntoViewIfNeeded();
    await snap(mine.card(), `settle-up-${width}`);
  }

  // The owner records Bea's transfer from its suggestion: the form is filled in.
  await mine
    .card()
    .getByRole('button', { name: 'Record: Bea Member pays Mia Admin $20.00' })
    .click();
  const dialog = owner.page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('$20.00');
  await owner.page.setViewportSize({ width: 390, height: 800 });
  await snap(owner.page, 'record-payment-390');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(owner.page.getByText('Payment recorded')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Both dashboards: Bea is square, one transfer is left, and the activity says who did what.
  for (const screen of [mine, theirs]) {
    await expect(screen.balances().getByRole('listitem')).toHaveText([
      /Mia Admin\s*is owed \$20\.00/,
      /Olive Owner\s*owes \$20\.00/,
    ]);
    await expect(screen.transfers().getByRole('listitem')).toHaveText([
      /Olive Owner pays Mia Admin \$20\.00/,
    ]);
  }
  await expect(beaScreen.balances()).not.toContainText('Bea Member');
  for (const width of [390, 1280]) {
    await bea.page.setViewportSize({ width, height: 900 });
    await snap(bea.page, `group-page-${width}`, true);
  }
  await expect(admin.page.getByRole('region', { name: 'Recent activity' })).toContainText(
    'Olive Owner recorded that Bea Member paid Mia Admin $20.00',
  );

  // A payment typed by hand: the owner pays the rest, and everyone is square.
  await mine.card().getByRole('button', { name: 'Record payment' }).click();
  await dialog.getByRole('combobox', { name: /^Who paid/ }).click();
  await owner.page.getByRole('option', { name: 'Olive Owner' }).click();
  await dialog.getByRole('combobox', { name: /^Who was paid/ }).click();
  await owner.page.getByRole('option', { name: 'Mia Admin' }).click();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('20');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(theirs.card()).toContainText('Everyone is square');
  await expect(mine.card()).toContainText('Everyone is square');

  // The payments are listed, newest first, with who recorded them.
  await owner.page.setViewportSize({ width: 1280, height: 900 });
  await expect(mine.payments().getByRole('listitem')).toHaveText([
    /Olive Owner paid Mia Admin \$20\.00\s*Recorded by Olive Owner on/,
    /Bea Member paid Mia Admin \$20\.00\s*Recorded by Olive Owner on/,
  ]);
  for (const width of [390, 1280]) {
    await owner.page.setViewportSize({ width, height: 900 });
    await mine.card().scrollIntoViewIfNeeded();
    await snap(mine.card(), `payments-${width}`);
  }

  // The owner's hand-typed payment was a mistake: deleting it (after a confirm) puts Olive's debt
  // back on both dashboards, and the activity says who deleted what.
  await mine
    .card()
    .getByRole('button', { name: 'Delete payment: Olive Owner paid Mia Admin $20.00' })
    .click();
  const confirm = owner.page.getByRole('dialog', { name: 'Delete payment' });
  await expect(confirm).toContainText('Olive Owner paid Mia Admin $20.00 comes off the balances');
  await snap(owner.page, 'delete-payment-1280');
  await confirm.getByRole('button', { name: 'Delete payment' }).click();
  await expect(owner.page.getByText('Payment deleted')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  for (const screen of [mine, theirs]) {
    await expect(screen.balances().getByRole('listitem')).toHaveText([
      /Mia Admin\s*is owed \$20\.00/,
      /Olive Owner\s*owes \$20\.00/,
    ]);
    await expect(screen.transfers().getByRole('listitem')).toHaveText([
      /Olive Owner pays Mia Admin \$20\.00/,
    ]);
    await expect(screen.payments().getByRole('listitem')).toHaveText([
      /Bea Member paid Mia Admin \$20\.00/,
    ]);
  }
  await expect(admin.page.getByRole('region', { name: 'Recent activity' })).toContainText(
    'Olive Owner deleted a payment of $20.00 from Olive Owner to Mia Admin',
  );
  await expect(beaScreen.balances()).toContainText('Olive Owner');
  await owner.page.setViewportSize({ width: 390, height: 900 });
  await mine.card().scrollIntoViewIfNeeded();
  await snap(mine.card(), 'after-delete-390');

  await owner.context.close();
  await admin.context.close();
  await bea.context.close();
});
