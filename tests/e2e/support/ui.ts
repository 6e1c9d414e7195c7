// Locators and checks for the app frame every page shares: toasts, the top bar, the route.
import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in top bar's links, in order (docs/product.md §2), followed by the Logout button. */
export const MEMBER_NAV_LINKS = ['Dashboard', 'History', 'Groups', 'Timer', 'Profile', 'Contact'];
/** The top bar of a visitor on the landing page. */
export const VISITOR_NAV_LINKS = ['Contact', 'Sign In', 'Get Started'];

/** A toast (Mantine notification, top right) containing `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.mantine-Notifications-root').getByRole('alert').filter({ hasText: text });
}

/** Waits for a toast containing `text`. */
export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  await expect(toast(page, text).first()).toBeVisible({ timeout });
}

/** The top bar (the page's banner landmark); absent on pages that have no bar. */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}

/** The top bar's "Main" navigation (laptop widths; phones get a burger menu instead). */
export function mainNav(page: Page): Locator {
  return topBar(page).getByRole('navigation', { name: 'Main' });
}

/** The Logout button of the signed-in top bar. */
export function logoutButton(page: Page): Locator {
  return mainNav(page).getByRole('button', { name: 'Logout' });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The form control whose label is exactly `label`, ignoring the " *" Mantine adds to required
 * fields (which is aria-hidden, so roles see "Email" while label text is "Email *"). Works for
 * password fields too, which have no ARIA role to find them by.
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`));
}

/** A RegExp for the app's hash route `path` (e.g. '/login'), with or without a query. */
export function routeUrl(path: string): RegExp {
  return path === '/' ? /^[^#]*(#\/?)?$/ : new RegExp(`#${escapeRegExp(path)}(\\?.*)?$`);
}

/** Waits until the browser shows the hash route `path`. */
export async function expectRoute(page: Page, path: string, timeout?: number) {
  await expect(page).toHaveURL(routeUrl(path), { timeout });
}

/**
 * Waits for finite transitions (Mantine fades cards and dialogs in), so colours read and
 * screenshots show what a person sees; endless ones (a spinner) are not waited for.
 */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
