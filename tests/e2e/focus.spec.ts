// Where keyboard focus goes and whether it can be seen (issue 15): a destructive confirm starts
// on its safe button, the date picker is a named dialog that hands focus back to its field after
// a pick, a focused text field carries a ring of at least 2 px that stands out from the page, and
// dialogs add no second banner landmark next to the top bar.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { createEventViaApi, daysFromNow, EventScreen } from './support/events';
import { field } from './support/ui';

/** The focused element's ring: outline width and colour, and the colour behind the field. */
async function focusRing(control: Locator) {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    let behind: Element | null = el.parentElement;
    let background = 'rgba(0, 0, 0, 0)';
    while (behind && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
      background = getComputedStyle(behind).backgroundColor;
      behind = behind.parentElement;
    }
    return {
      focused: document.activeElement === el,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      background,
    };
  });
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

async function expectVisibleRing(control: Locator, what: string) {
  const ring = await focusRing(control);
  expect(ring.focused, `${what} has focus`).toBe(true);
  expect(ring.outlineStyle, `${what}'s focus outline`).not.toBe('none');
  expect(ring.outlineWidth, `${what}'s focus outline width`).toBeGreaterThanOrEqual(2);
  expect(
    contrast(ring.outlineColor, ring.background),
    `${what}'s ring ${ring.outlineColor} on ${ring.background}`,
  ).toBeGreaterThanOrEqual(3);
}

async function expectNoExtraBanner(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['landmark-no-duplicate-banner', 'landmark-banner-is-top-level', 'landmark-unique'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

test('a destructive confirm starts on its safe button, not the close X', async ({ page }) => {
  await signUpMember(page, 'Hana Host');
  const eventId = await createEventViaApi(page.request, {
    title: 'Friday Hold’em',
    startsAt: daysFromNow(3),
    location: '12 Felt Street',
    buyInCents: 2000,
    maxPlayers: 6,
  });
  const screen = new EventScreen(page);
  await screen.open(eventId);
  await screen.action('Cancel Event').click();
  const dialog = screen.dialog('Cancel Event');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Event' })).toBeFocused();
  await expectNoExtraBanner(page, 'the Cancel Event dialog');
  // Enter on the initial focus keeps the event.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(screen.state()).toHaveText(/Upcoming/i);
});

test('text fields show a 2 px focus ring; the date picker is named and gives focus back', async ({
  page,
}) => {
  await signUpMember(page, 'Dana Dealer');
  await page.goto('/#/create-event');
  const form = page.getByRole('form', { name: 'Create Event' });
  await expect(form).toBeVisible();

  const title = field(form, 'Title');
  await title.focus();
  await expectVisibleRing(title, 'Title');

  const picker = form.getByRole('button', { name: /^Date and Time \(/ });
  await picker.click();
  const dropdown = page.getByRole('dialog', { name: /date/i });
  await expect(dropdown).toBeVisible();
  await expectNoExtraBanner(page, 'the date picker');
  const next = new Date();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  await dropdown.getByRole('button', { name: 'Next month' }).click();
  const day = `15 ${next.toLocaleString('en-US', { month: 'long' })} ${next.getFullYear()}`;
  await dropdown.getByRole('button', { name: day, exact: true }).click();
  await dropdown.getByRole('button', { name: 'Confirm date and time' }).click();
  await expect(dropdown).toBeHidden();
  await expect(picker).toBeFocused();
  await expect(picker).toContainText(`${next.toLocaleString('en-US', { month: 'long' })} 15`);

  // Selects carry the same ring.
  const location = form.getByRole('combobox', { name: 'Location' });
  await location.focus();
  await expectVisibleRing(location, 'Location');
});
