// The devices of a night at the table, as browser pages: a player's phone on the home Wi-Fi opens
// the app at the server's network address (playwright.config.ts networkURL, a second loopback
// address standing in for the laptop's Wi-Fi address).
import type { Browser, Page } from '@playwright/test';
import { networkURL } from '../../../playwright.config';

/** A phone on the home Wi-Fi: a browser at the network address, 390 px wide. */
export async function phoneAt(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: networkURL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}
