import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../scripts/public-routes.mjs';
import { PHONE, pagePerTest } from './browser';
import { seriousViolations } from './page-checks';

describe('accessibility of the public pages at 360 px (axe-core)', () => {
  const openPhonePage = pagePerTest(PHONE);

  it.each(PUBLIC_ROUTES.map((route) => [route.path === '/404' ? '/no-such-page' : route.path]))(
    '%s has no serious or critical violation, before and after the page is interactive',
    async (path) => {
      const { page } = await openPhonePage();
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
    const { page } = await openPhonePage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
