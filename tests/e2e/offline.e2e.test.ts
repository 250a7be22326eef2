import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, openPage, type OpenedPage } from './browser';
import { becomePremium, completeOnboarding, newEmail, signIn, signUp } from './student';
import { closeTool, makePracticeSet, openTool } from './tools';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

describe('the installable app, offline', () => {
  let browser: Browser;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await opened?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers a manifest with the icons, the start URL and standalone display', async () => {
    opened = await openPage(browser, PHONE, { serviceWorker: true });
    const { page } = opened;
    await page.goto('/');
    // Linked with the service worker, a few seconds after the page has loaded.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'NyayaPath', short_name: 'NyayaPath', start_url: '/dashboard', display: 'standalone' });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      expect((await response.body()).readUInt32BE(16)).toBe(size); // the PNG header's width
    }
  });

  it('keeps working with the network off after the first visit: pages, question maker and concept explainer', async () => {
    opened = await openPage(browser, PHONE, { serviceWorker: true });
    const { page, context, guard } = opened;
    await page.goto('/');
    // The service worker installs (precaching the app) and controls the next load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const email = newEmail('offline');
    await signUp(page, email);
    await signIn(page, email);
    await completeOnboarding(page);
    await becomePremium(page, context);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();

    await makePracticeSet(page, 'Quantitative Techniques', 'Percentages');
    await closeTool(page, 'Question Maker');

    const overlay = await openTool(page, 'Concept Explainer');
    await overlay.getByRole('textbox', { name: 'Ask the Concept Explainer' }).fill('What is consideration in a contract?');
    await page.keyboard.press('Enter');
    const log = overlay.getByRole('log');
    await log.locator('[data-role="assistant"]').nth(1).waitFor();
    expect(await log.locator('[data-role="assistant"]').nth(1).textContent()).toMatch(/consideration/i);
    await closeTool(page, 'Concept Explainer');

    // A public page, prerendered and precached, offline too.
    await page.goto('/how-it-works');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(guard.problems()).toEqual([]);
  });
});
