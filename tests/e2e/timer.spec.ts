// The public blind timer in Chromium (docs/product.md §2 Timer, §4, §5, §8, §9): signed out, the Standard
// template runs, pauses, advances (by button, keyboard and after a long sleep) and survives a
// reload; signed in, a custom template is created with added levels (the doubling rule visible),
// used, edited and deleted.
import { expect, test, type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';

// ---- page object ---------------------------------------------------------------------------

class TimerPage {
  constructor(readonly page: Page) {}

  templates = () => this.page.getByRole('combobox', { name: 'Templates' });
  countdown = () => this.page.getByRole('region', { name: 'Countdown' });
  clock = () => this.page.getByTestId('timer-clock');
  level = () => this.countdown().getByRole('heading', { level: 2 });
  blinds = () => this.page.getByTestId('timer-blinds');
  ante = () => this.page.getByTestId('timer-ante');
  resume = () => this.page.getByRole('button', { name: 'Resume', exact: true });
  pause = () => this.page.getByRole('button', { name: 'Pause', exact: true });
  nextLevel = () => this.page.getByRole('button', { name: 'Next Level', exact: true });
  structure = () => this.page.getByRole('region', { name: 'Blind Structure' });
  chips = () => this.page.getByRole('region', { name: 'Chip Distribution' });
  structureRow = (level: number) =>
    this.structure()
      .locator('tbody tr')
      .nth(level - 1);
  createButton = () => this.page.getByRole('button', { name: 'Create template' });
  editButton = () => this.page.getByRole('button', { name: 'Edit template' });
  deleteButton = () => this.page.getByRole('button', { name: 'Delete template' });
  editor = () => this.page.getByRole('dialog');

  /** Opens /timer with no clock stored from an earlier test. */
  async open() {
    await this.page.goto('/#/timer');
    await this.page.evaluate(() => window.localStorage.clear());
    await this.page.reload();
    await expect(this.clock()).toBeVisible();
  }

  async choose(name: string) {
    await this.templates().click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.templates()).toHaveValue(name);
  }

  async expectLevel(level: number, of: number, blinds: string, clock: string) {
    await expect(this.level()).toHaveText(`Level ${level}`);
    await expect(this.countdown()).toContainText(`of ${of}`);
    await expect(this.blinds()).toHaveText(blinds);
    await expect(this.clock()).toHaveText(clock);
  }

  levelInput = (row: number, field: 'small blind' | 'big blind' | 'ante' | 'duration in minutes') =>
    this.editor().getByRole('textbox', { name: `Level ${row} ${field}`, exact: true });
  chipInput = (row: number, field: 'value' | 'colour' | 'quantity') =>
    this.editor().getByRole(field === 'colour' ? 'combobox' : 'textbox', {
      name: `Chip ${row} ${field}`,
      exact: true,
    });
}

// ---- signed out --------------------------------------------------------------------------------

test.describe('blind timer, signed out', () => {
  test('Standard runs, pauses and advances', async ({ page }) => {
    // Time flows as usual, and the test can also jump it forward.
    await page.clock.install();
    const timer = new TimerPage(page);
    await timer.open();

    // Choosing a template (Standard by default): level 1, full time, running but paused.
    await expect(timer.templates()).toHaveValue('Standard Tournament');
    await timer.expectLevel(1, 8, '25/50', '20:00');
    await expect(timer.ante()).toHaveCount(0); // ante only when above 0
    await expect(timer.countdown()).toContainText('Paused');
    await expect(timer.createButton()).toHaveCount(0); // + is for signed-in users
    await expect(timer.chips()).toContainText('Standard Stack');
    await expect(timer.chips().locator('tbody tr')).toHaveCount(4);

    // Runs.
    await timer.resume().click();
    await expect(timer.countdown()).toContainText('Running');
    await expect(timer.clock()).toHaveText(/^19:5\d$/, { timeout: 5_000 });

    // Pauses: the time stands still, even when five minutes pass.
    await timer.pause().click();
    await expect(timer.countdown()).toContainText('Paused');
    const paused = await timer.clock().textContent();
    await page.clock.fastForward('05:00');
    await expect(timer.clock()).toHaveText(paused!);
    await expect(timer.countdown()).toContainText('Paused');

    // Advances: the next level with its full time; level 1 greyed, level 2 highlighted.
    await timer.nextLevel().click();
    await timer.expectLevel(2, 8, '50/100', '20:00');
    await expect(timer.structureRow(1)).toHaveAttribute('data-state', 'past');
    await expect(timer.structureRow(2)).toHaveAttribute('aria-current', 'step');
    await expect(timer.structureRow(3)).toHaveAttribute('data-state', 'upcoming');
    await expect(timer.structureRow(4)).toContainText('15 min');

    // Keyboard: → next level, Space pauses and resumes.
    await page.keyboard.press('ArrowRight');
    await timer.expectLevel(3, 8, '100/200', '20:00');
    await expect(timer.ante()).toHaveText('25');
    await page.keyboard.press('Space');
    await expect(timer.countdown()).toContainText('Running');
    await page.keyboard.press('Space');
    await expect(timer.countdown()).toContainText('Paused');

    // Space on a focused button still means pause, not "click the button again".
    await timer.nextLevel().focus();
    await page.keyboard.press('Space');
    await expect(timer.countdown()).toContainText('Running');
    await expect(timer.level()).toHaveText('Level 3');
    await page.keyboard.press('Space');

    // A reload keeps the clock.
    await page.reload();
    await timer.expectLevel(3, 8, '100/200', '20:00');
  });

  test('a long sleep lands on the right level and time; the last level stops the clock', async ({
    page,
  }) => {
    // The page's clock is held still (a busy machine would otherwise let real seconds pass
    // between the jump and the check), a minute on from its install, before the timer starts.
    const start = new Date('2026-12-04T20:00:00');
    await page.clock.install({ time: start });
    const timer = new TimerPage(page);
    await timer.open();
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await timer.resume().click();

    // 45 minutes: 20 (level 1) + 20 (level 2), then 5 minutes into level 3.
    await page.clock.fastForward('45:00');
    await timer.expectLevel(3, 8, '100/200', '15:00');
    await expect(timer.countdown()).toContainText('Running');

    // Far past the end: the clock stops on the last level.
    await page.clock.fastForward('05:00:00');
    await timer.expectLevel(8, 8, '1,000/2,000', '00:00');
    await expect(timer.countdown()).toContainText('Finished');
    await expect(timer.nextLevel()).toBeDisabled();

    await page.getByRole('button', { name: 'Restart' }).click();
    await timer.expectLevel(1, 8, '25/50', '20:00');
  });

  test('choosing another template resets the timer', async ({ page }) => {
    const timer = new TimerPage(page);
    await timer.open();
    await timer.nextLevel().click();
    await timer.choose('Turbo Tournament');
    await timer.expectLevel(1, 6, '25/50', '10:00');
    await expect(timer.structure()).toContainText('8 min');
    await timer.choose('High Roller Tournament');
    await timer.expectLevel(1, 6, '250/500', '10:00');
    await expect(timer.chips()).toContainText('High Roller Stack');
    await expect(timer.chips()).toContainText('10,000');
    await expect(timer.editButton()).toHaveCount(0);
    await expect(timer.deleteButton()).toHaveCount(0);
  });
});

// ---- signed in -----------------------------------------------------------------------------------

test.describe('blind timer, signed in', () => {
  test('a custom template is created with added levels, used, edited and deleted', async ({
    page,
  }) => {
    await signUpMember(page, 'Hosty');
    const timer = new TimerPage(page);
    await timer.open();

    // Built-ins have no edit or delete.
    await expect(timer.templates()).toHaveValue('Standard Tournament');
    await expect(timer.editButton()).toHaveCount(0);
    await expect(timer.deleteButton()).toHaveCount(0);

    // Create: one level and one chip to start with; Add level doubles, Add chip multiplies by five.
    await timer.createButton().click();
    await expect(timer.editor()).toContainText('Create Template');
    await expect(timer.levelInput(1, 'small blind')).toHaveValue('25');
    await expect(timer.editor().getByRole('button', { name: 'Remove level 1' })).toHaveCount(0);

    // Validation messages of §5 before anything is sent.
    await timer.editor().getByRole('button', { name: 'Save Template' }).click();
    await expect(timer.editor()).toContainText('Name is required');
    await timer.editor().getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Deep Stack');
    await timer.levelInput(1, 'big blind').fill('1');
    await timer.editor().getByRole('button', { name: 'Save Template' }).click();
    await expect(timer.editor()).toContainText('Big blind must be at least 2');
    await timer.levelInput(1, 'big blind').fill('50');

    await timer.editor().getByRole('button', { name: 'Add level' }).click();
    await timer.editor().getByRole('button', { name: 'Add level' }).click();
    // Level 2: 50/100, ante half of 25 rounded down = 12; level 3: 100/200, ante 24; same 20 min.
    await expect(timer.levelInput(2, 'small blind')).toHaveValue('50');
    await expect(timer.levelInput(2, 'big blind')).toHaveValue('100');
    await expect(timer.levelInput(2, 'ante')).toHaveValue('12');
    await expect(timer.levelInput(2, 'duration in minutes')).toHaveValue('20');
    await expect(timer.levelInput(3, 'small blind')).toHaveValue('100');
    await expect(timer.levelInput(3, 'big blind')).toHaveValue('200');
    await expect(timer.levelInput(3, 'ante')).toHaveValue('24');

    await timer.editor().getByRole('button', { name: 'Add chip' }).click();
    await expect(timer.chipInput(2, 'value')).toHaveValue('125');
    await expect(timer.chipInput(2, 'colour')).toHaveValue('Black');
    await expect(timer.chipInput(2, 'quantity')).toHaveValue('10');

    await timer.editor().getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('Template saved successfully')).toBeVisible();
    await expect(timer.editor()).toHaveCount(0);

    // Used: the new template is chosen, its structure and chips shown.
    await expect(timer.templates()).toHaveValue('E2E Deep Stack');
    await timer.expectLevel(1, 3, '25/50', '20:00');
    await expect(timer.structureRow(2)).toContainText('50/100');
    await expect(timer.structureRow(2)).toContainText('12');
    await expect(timer.structureRow(3)).toContainText('100/200');
    await expect(timer.chips()).toContainText('125');
    await timer.resume().click();
    await timer.nextLevel().click();
    await timer.expectLevel(2, 3, '50/100', '20:00');
    await expect(timer.ante()).toHaveText('12');

    // Edited: renamed, a level removed; the clock keeps its level.
    await timer.editButton().click();
    await expect(timer.editor()).toContainText('Edit Template');
    await expect(timer.editor().getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'E2E Deep Stack',
    );
    await timer
      .editor()
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill('E2E Deeper Stack');
    await timer.editor().getByRole('button', { name: 'Remove level 3' }).click();
    await timer.levelInput(2, 'duration in minutes').fill('30');
    await timer.editor().getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('Template updated successfully')).toBeVisible();
    await expect(timer.templates()).toHaveValue('E2E Deeper Stack');
    await expect(timer.level()).toHaveText('Level 2');
    await expect(timer.countdown()).toContainText('of 2');
    await expect(timer.structure().locator('tbody tr')).toHaveCount(2);
    await expect(timer.structureRow(2)).toContainText('30 min');

    // Still there after a reload (stored on the server and in the browser).
    await page.reload();
    await expect(timer.templates()).toHaveValue('E2E Deeper Stack');

    // Deleted, after the browser's confirmation; dismissing it keeps the template.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this template?');
      void dialog.dismiss();
    });
    await timer.deleteButton().click();
    await expect(timer.templates()).toHaveValue('E2E Deeper Stack');

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this template?');
      void dialog.accept();
    });
    await timer.deleteButton().click();
    await expect(page.getByText('Template deleted successfully')).toBeVisible();
    await expect(timer.templates()).toHaveValue('Standard Tournament');
    await timer.templates().click();
    await expect(page.getByRole('option', { name: 'E2E Deeper Stack' })).toHaveCount(0);
  });
});
