import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot, type OpenedPage, type Viewport } from './browser';

/** The shell and its first two pages, in real Chromium against the production build. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each<[string, Viewport]>([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the shell on a %s', (label, viewport) => {
  const baseUrl = inject('baseUrl');
  let opened: OpenedPage;

  afterEach(async () => {
    await opened?.close();
  });

  async function expectNoHorizontalScroll(): Promise<void> {
    const scrollWidth = await opened.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
  }

  it(`shows the home page with the header at ${viewport.width} px`, async () => {
    opened = await openPage(browser, viewport);
    const { page, guard } = opened;
    await page.goto('/');

    const heading = page.getByRole('heading', { level: 1, name: 'Crack CLAT with an AI study partner' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);

    const brand = page.getByRole('banner').getByRole('link', { name: 'NyayaPath home' });
    expect(await brand.textContent()).toBe('NyayaPath');
    expect(await brand.getAttribute('href')).toBe('/');

    // On a phone the links live in the menu behind the toggle.
    // (A tap before the page's code has loaded is kept, and answered once it has.)
    if (viewport.width < 900) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: viewport.width < 900 ? 'Mobile' : 'Main' });
    await nav.waitFor();
    for (const [name, href] of [
      ['Home', '/'],
      ['How It Works', '/how-it-works'],
      ['Contact', '/contact'],
    ] as const) {
      const link = nav.getByRole('link', { name, exact: true });
      expect(await link.isVisible(), `${name} link visible`).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }

    await expectNoHorizontalScroll();
    await screenshot(page, `home-${label}-${viewport.width}`);
    expect(guard.problems()).toEqual([]);
  });

  it(`shows the 404 page for an unknown path and links back home at ${viewport.width} px`, async () => {
    opened = await openPage(browser, viewport);
    const { page, guard } = opened;
    await page.goto('/no-such-page');

    const heading = page.getByRole('heading', { level: 1, name: '404' });
    await heading.waitFor();
    expect(await page.getByText('Oops! Page not found', { exact: true }).isVisible()).toBe(true);
    const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');

    await expectNoHorizontalScroll();
    await screenshot(page, `not-found-${label}-${viewport.width}`);

    // The bad path is logged once the page has hydrated.
    await expect.poll(() => guard.consoleWarnings).toContainEqual(expect.stringContaining('404'));
    // The 404 page hydrates on its own, without the router: its link loads the prerendered home
    // page (a marker on window survives only a client-side navigation, not a page load).
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    await home.click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Crack CLAT with an AI study partner' }).waitFor();
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(false);

    // The 404 page logs a warning on purpose; anything at error level is a failure.
    expect(guard.problems()).toEqual([]);
  });
});
