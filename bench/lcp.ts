// First paint as a person sees it: Largest Contentful Paint of the built web app (dist/web,
// served by the real server as in production) in Debian's Chromium, cold cache, on a phone and a
// laptop. The phone is Lighthouse's mobile profile — 150 ms round trip, 1.6 Mbps down, 750 Kbps
// up (CDP Network.emulateNetworkConditions) and a CPU 4× slower (Emulation.setCPUThrottlingRate),
// 390×844 — the laptop is unthrottled at 1280×800. Pages: the landing page and the timer signed
// out, the dashboard signed in as the bench's seeded viewer. Prints the median of LCP_RUNS
// (default 5) runs, and FCP beside it; it never asserts.
//
// Alone: `npx tsx bench/lcp.ts` (a fresh PGlite database with the bench's seed); `npm run bench`
// runs it on its PGlite target.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { Target } from './target';

const RUNS = Number(process.env.LCP_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kbps = (n: number) => (n * 1024) / 8;

interface Device {
  name: string;
  goalMs: number;
  viewport: { width: number; height: number };
  mobile: boolean;
  throttle: boolean;
}

const devices: Device[] = [
  {
    name: 'phone',
    goalMs: 2_500,
    viewport: { width: 390, height: 844 },
    mobile: true,
    throttle: true,
  },
  {
    name: 'laptop',
    goalMs: 1_000,
    viewport: { width: 1280, height: 800 },
    mobile: false,
    throttle: false,
  },
];

interface PageCase {
  what: string;
  path: string;
  signedIn: boolean;
  /** What shows once the page has painted its content (the bench waits for it). */
  ready: string;
}

const pages: PageCase[] = [
  { what: 'landing /', path: '/', signedIn: false, ready: 'h1' },
  { what: 'timer /#/timer', path: '/#/timer', signedIn: false, ready: '[data-testid=timer-clock]' },
  {
    what: 'dashboard /#/dashboard (signed in)',
    path: '/#/dashboard',
    signedIn: true,
    // The upcoming games' list (the seeded viewer has six).
    ready: 'a[href^="#/event/"]',
  },
];

interface Paint {
  lcp: number;
  fcp: number;
  element: string;
}

/** One cold load: a fresh context (no cache, no storage), throttled as the device says. */
async function measure(browser: Browser, target: Target, device: Device, page: PageCase) {
  const context: BrowserContext = await browser.newContext({
    viewport: device.viewport,
    isMobile: device.mobile,
    hasTouch: device.mobile,
    deviceScaleFactor: device.mobile ? 3 : 1,
  });
  try {
    if (page.signedIn && target.viewer.cookie) {
      const [name, value] = target.viewer.cookie.split('=');
      await context.addCookies([{ name: name!, value: value!, url: target.app.url }]);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (device.throttle) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: kbps(1_638.4),
        uploadThroughput: kbps(750),
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await tab.goto(`${target.app.url}${page.path}`, { timeout: 60_000 });
    await tab.locator(page.ready).first().waitFor({ timeout: 60_000 });
    // LCP settles once nothing larger paints: a second after the content shows, the last entry
    // is the page's LCP.
    return await tab.evaluate(
      () =>
        new Promise<Paint>((resolve) => {
          const entries: LargestContentfulPaint[] = [];
          new PerformanceObserver((list) =>
            entries.push(...(list.getEntries() as LargestContentfulPaint[])),
          ).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => {
            const last = entries.at(-1);
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            const el = last?.element;
            resolve({
              lcp: last?.startTime ?? Number.NaN,
              fcp: fcp?.startTime ?? Number.NaN,
              element: el
                ? `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 30)}”`
                : '—',
            });
          }, 1_000);
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function printLcp(target: Target) {
  console.log(
    `\nFirst paint (LCP, median of ${RUNS} cold loads; phone: 150 ms RTT, 1.6/0.75 Mbps, CPU ÷4, 390×844; laptop: unthrottled 1280×800)`,
  );
  if (!existsSync('dist/web/index.html')) {
    console.log('  not built: run `npx vite build` first');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    return;
  }
  // A busy machine slows every figure (the 4× CPU throttle multiplies it): say how busy it was.
  console.log(`  load average at start: ${loadavg()[0]!.toFixed(1)}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    console.log(
      `  ${'device'.padEnd(7)} ${'page'.padEnd(36)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'goal'.padStart(7)}  runs (LCP)              element`,
    );
    for (const device of devices) {
      for (const page of pages) {
        const runs: Paint[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, target, device, page));
        const lcp = median(runs.map((r) => r.lcp));
        const fcp = median(runs.map((r) => r.fcp));
        const verdict = lcp <= device.goalMs ? 'met' : 'NOT met';
        console.log(
          `  ${device.name.padEnd(7)} ${page.what.padEnd(36)} ${seconds(lcp).padStart(8)} ${seconds(fcp).padStart(8)} ${seconds(device.goalMs).padStart(7)}  ${verdict.padEnd(8)} ${runs
            .map((r) => (r.lcp / 1000).toFixed(2))
            .join(' ')
            .padEnd(15)} ${runs.at(-1)?.element ?? ''}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openTarget } = await import('./target');
  const target = await openTarget('pglite', 'PGlite');
  try {
    await printLcp(target);
  } finally {
    await target.close();
  }
}
