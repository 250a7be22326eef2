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

/**
 * The lowest contrast ratio (WCAG 2) of the text of the elements matching `selector` against the
 * first opaque background behind each. axe-core leaves disabled controls out of its contrast
 * rule; text a student still has to read (the options of an answered question) is checked here.
 */
export async function lowestTextContrast(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const background = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const [r, g, b, a = 1] = channels(getComputedStyle(node).backgroundColor);
        if (a > 0.99) return [r!, g!, b!];
      }
      return [255, 255, 255];
    };
    const ratios = [...document.querySelectorAll(css)].map((element) => {
      const text = luminance(channels(getComputedStyle(element).color));
      const behind = luminance(background(element));
      return (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
    });
    return ratios.length === 0 ? 0 : Math.min(...ratios);
  }, selector);
}
