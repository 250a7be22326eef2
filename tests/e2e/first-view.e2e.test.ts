import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, openPage, type OpenedPage } from './browser';
import { completeOnboarding, headerActions, newEmail, openAsPremiumStudent, signIn, signUp } from './student';

/**
 * The dashboard paints the view a device will open on from the page itself, before the app's
 * code has arrived (scripts/first-view.mjs), and the app's own screen takes its place. Here the
 * app's entry is held back at the network, so the page is seen exactly as a slow phone shows it
 * until its code arrives.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Loads `path` with the app's entry held back; the returned function lets it through, then and on later loads. */
async function loadHoldingTheApp(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

const firstView = (page: Page) => page.locator('#first-view');

describe("the dashboard's first view, before the app's code", () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it("paints the choice at once, keeps a tap made on it, and gives way to the app's screen", async () => {
    opened = await openPage(browser, PHONE);
    const { page } = opened;
    const email = newEmail('first-view');
    await signUp(page, email);
    await signIn(page, email);
    await completeOnboarding(page);

    const letThrough = await loadHoldingTheApp(page, '/dashboard');
    await firstView(page).getByRole('heading', { name: 'Ready to get started?' }).waitFor();
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await firstView(page).locator('[data-view]').count()).toBe(1);
    // The student goes on before the app has arrived: her tap is kept, then made on the app's screen.
    await firstView(page).getByRole('button', { name: 'Skip & See Features' }).click();
    letThrough();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    expect(await firstView(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Ready to get started?' }).count()).toBe(0);

    // Signed out, the device forgets it: the next student there sees no one else's dashboard.
    const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
    await upgrade.waitFor({ state: 'hidden' });
    // The page behind a closed dialog is given back to assistive technology a moment later.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).waitFor();
    const actions = await headerActions(page, PHONE);
    await actions.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('nyayapath.first-view'))).toBeNull();
    expect(opened.guard.problems()).toEqual([]);
  });

  it("paints a premium student's main dashboard with her greeting, the tools waiting for her plan", async () => {
    opened = await openAsPremiumStudent(browser, PHONE);
    const { page } = opened;
    const greeting = await page.getByRole('heading', { level: 1 }).textContent();
    expect(greeting).toMatch(/^Hello, .+!$/);

    const letThrough = await loadHoldingTheApp(page, '/dashboard');
    await firstView(page).getByRole('heading', { level: 1, name: greeting! }).waitFor();
    await firstView(page).getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    expect(await firstView(page).getByRole('button', { name: 'Open AI Doubt Solver' }).isDisabled()).toBe(true);
    letThrough();
    await page.getByText('35/35 uses').first().waitFor();
    expect(await firstView(page).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([greeting]);

    // Another address of the app never shows it.
    const letThroughReport = await loadHoldingTheApp(page, '/dashboard/report');
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await firstView(page).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-first-view'))).toBe(false);
    letThroughReport();
    expect(opened.guard.problems()).toEqual([]);
  });
});
