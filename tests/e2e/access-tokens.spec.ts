// Personal access tokens end to end (issue 14): a member creates a token on the profile page,
// sees it once and copies it; a browser that has never signed in (no cookie) runs a `me` query
// with it in the API explorer at /graphiql; once the member revokes it, the same request is
// refused with the documented message.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tokenMessages } from '../../server/tokens/messages';
import { signUpMember } from './support/accounts';
import { expectToast, field } from './support/ui';
import { shoot } from './support/screenshots';

/** Replaces the whole text of a Monaco editor of GraphiQL by `text`, as typed. */
async function setEditorText(page: Page, editor: Locator, text: string) {
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('a token made on the profile page runs a query in /graphiql until it is revoked', async ({
  browser,
}) => {
  // Two browsers, and the explorer's editor (a few MB) loading on a busy machine.
  test.slow();
  const member = await signUpMember(browser, 'Tia Token');
  await member.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = member;

  await page.goto('/#/profile');
  const card = page.getByRole('region', { name: 'Access tokens' });
  await expect(card).toContainText('No access tokens yet', { timeout: 30_000 });
  await card.getByRole('button', { name: 'New token' }).click();

  const dialog = page.getByRole('dialog', { name: 'New access token' });
  await field(dialog, 'Token name').fill('League website');
  await dialog.getByRole('radio', { name: 'Read', exact: true }).check();
  await field(dialog, 'Expires after (days)').fill('30');
  await dialog.getByRole('button', { name: 'Create token' }).click();

  // Shown once, with a Copy button that puts exactly that text on the clipboard.
  const reveal = page.getByRole('dialog', { name: 'Your new access token' });
  await expect(reveal).toContainText("You won't see it again");
  const token = (await reveal.getByTestId('new-access-token').innerText()).trim();
  expect(token).toMatch(/^pn_[a-z2-7]{32}$/);
  await shoot(page, 'secret');
  await reveal.getByRole('button', { name: 'Copy token' }).click();
  await expect(reveal.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(token);
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();

  // Listed by name and prefix; the secret itself is nowhere on the page any more.
  const row = card.getByRole('listitem', { name: 'League website' });
  await expect(row).toContainText(token.slice(0, 11));
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('Never used');
  await expect(page.getByText(token)).toHaveCount(0);
  await shoot(card, 'card');

  // A browser with no session: the explorer, with the copied token in its Headers editor.
  const stranger = await browser.newContext();
  expect(await stranger.cookies()).toEqual([]);
  const explorer = await stranger.newPage();
  await explorer.goto('/graphiql');
  await expect(explorer).toHaveTitle('API explorer · Poker Night');
  const headers = explorer.locator('.graphiql-editor-tool .monaco-editor').last();
  await expect(headers).toBeVisible({ timeout: 60_000 });
  await setEditorText(explorer, headers, `{ "Authorization": "Bearer ${copied}" }`);
  // The explorer's own starting query is a `me` query.
  const response = explorer.locator('.graphiql-response');
  const run = explorer.getByRole('button', { name: /^Execute query/ });
  await run.click();
  await expect(response).toContainText(`"email": "${member.email}"`);
  await expect(response).toContainText('"displayName": "Tia Token"');
  await shoot(explorer, 'graphiql');

  // Used: the card says so after a reload.
  await page.reload();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).not.toContainText('Never used');
  await expect(row).toContainText('Last used');

  // Revoked after a confirm: the very same request is refused at once.
  await row.getByRole('button', { name: 'Revoke League website' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke access token' });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expectToast(page, 'Access token revoked');
  await expect(row).toHaveCount(0);

  await run.click();
  await expect(response).toContainText(tokenMessages.invalid);
  await expect(response).toContainText('UNAUTHENTICATED');
  await expect(response).not.toContainText(member.email);

  await stranger.close();
  await member.context.close();
});
