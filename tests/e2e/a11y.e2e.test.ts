import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../scripts/public-routes.mjs';
import { PHONE, launchBrowser, openPage, type OpenedPage } from './browser';
import { completeOnboarding, newEmail, signIn, signUp } from './student';
import { seriousViolations } from './page-checks';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

describe('accessibility at 360 px (axe-core)', () => {
  let browser: Browser;
  let opened: OpenedPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PUBLIC_ROUTES.map((route) => [route.path === '/404' ? '/no-such-page' : route.path]))(
    '%s has no serious or critical violation, before and after the page is interactive',
    async (path) => {
      opened = await openPage(browser, PHONE);
      const { page } = opened;
      await page.goto(path);
      // The prerendered page as it first paints, then once hydrated and its services have loaded
      // (a reading page loads its code when the student first acts: here, a Tab into the page).
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      await page.getByRole('banner').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it('the open mobile menu has no serious or critical violation', async () => {
    opened = await openPage(browser, PHONE);
    const { page } = opened;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("the student's main dashboard has no serious or critical violation", async () => {
    opened = await openPage(browser, PHONE);
    const { page } = opened;
    const email = newEmail('a11y');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signUp(page, email);
    await signIn(page, email);
    await page.getByRole('heading', { name: "Let's personalize your CLAT prep" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await completeOnboarding(page);
    await page.getByRole('button', { name: 'Skip & See Features' }).click();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    await upgrade.waitFor();
    // The upgrade offer, as a free student first sees it, then the dashboard behind it.
    expect(await seriousViolations(page)).toEqual([]);
    await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
    await upgrade.waitFor({ state: 'hidden' });
    // Fluent hides the page from assistive technology while a dialog is open and gives it back
    // once the dialog's closing transition ends; the check is of the page the student then has.
    await page.locator('#root:not([aria-hidden])').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
