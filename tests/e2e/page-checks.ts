import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE, type Viewport } from './browser';

/** Nothing to scroll sideways: the page, and an open overlay, are no wider than the window. */
export async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const overlay = document.querySelector('[role="dialog"]');
    const widest = Math.max(document.documentElement.scrollWidth, overlay?.scrollWidth ?? 0);
    return widest <= window.innerWidth;
  });
}

/**
 * axe-core's serious and critical findings, one line each: rule, impact, and where; within
 * `include` when given. Fluent's focus management (Tabster) puts `<i tabindex="0"
 * aria-hidden="true" data-tabster-dummy>` guards at the edges of dialogs and tab lists: focus
 * landing on one is moved on at once, so no one ever reads one; they are left out, and nothing else is.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).exclude('[data-tabster-dummy]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe-core at 360 px on a screen a journey passes; the same journey on a desktop leaves it to the phone's run. */
export async function expectAccessibleOnPhone(page: Page, viewport: Viewport): Promise<void> {
  if (viewport.width <= PHONE.width) expect(await seriousViolations(page)).toEqual([]);
}
