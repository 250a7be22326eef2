import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Viewport } from './browser';

export const PASSWORD = 'nyaya@2026';

let counter = 0;
/** A new e-mail for each journey, so tests never share an account. */
export function newEmail(label: string): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}@example.in`;
}

/** Opens the header's mobile menu on a phone; on a desktop the actions are already visible. */
export async function headerActions(page: Page, viewport: Viewport) {
  const banner = page.getByRole('banner');
  // A reading page loads its code when the visitor first acts; on a desktop that is the mouse.
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  if (viewport.width < 900) {
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    if (await toggle.isVisible()) await toggle.click();
    return banner.getByRole('navigation', { name: 'Mobile' });
  }
  return banner;
}

export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  // A tap before the page's code has arrived takes effect once it has: the form then changes.
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone number/).fill('+91 98765 43210');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Now please sign in to your account').waitFor();
}

/** Signs in from /auth (the e-mail is already filled in after sign-up) and waits for the dashboard. */
export async function signIn(page: Page, email: string): Promise<void> {
  if (!page.url().endsWith('/auth')) await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
}

export async function completeOnboarding(page: Page): Promise<void> {
  await page.getByRole('heading', { name: "Let's personalize your CLAT prep" }).waitFor();
  for (let step = 1; step <= 4; step += 1) {
    expect(await page.getByText(`Step ${step} of 4`).isVisible()).toBe(true);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: step === 4 ? 'Complete' : 'Next' }).click();
  }
  await page.getByRole('heading', { name: 'Ready to get started?' }).waitFor();
}

/**
 * Makes the signed-in student premium the way a real one becomes premium: from the upgrade
 * offer on the main dashboard, a UPI payment, and an operator's approval in a second tab.
 */
export async function becomePremium(page: Page, context: BrowserContext): Promise<void> {
  await page.getByRole('button', { name: 'Skip & See Features' }).click();
  const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
  await upgrade.waitFor();
  await upgrade.getByRole('button', { name: 'Choose plan' }).first().click();
  const payment = page.getByRole('dialog', { name: 'Try Out Our Features' });
  await payment.waitFor();
  await payment.getByLabel(/^Banking name/).fill('Test Student');
  await payment.getByLabel(/^Last 4 digits/).fill('1234');
  await payment.getByRole('button', { name: 'Submit Payment' }).click();
  await payment.getByText('Waiting for admin approval...').first().waitFor();

  const admin = await context.newPage();
  await admin.goto('/admin');
  await admin.getByRole('button', { name: 'Approve' }).first().click();
  await admin.getByText('Payment approved').first().waitFor();
  await admin.close();

  await page.getByText('Payment Approved!').first().waitFor({ timeout: 20_000 });
  await upgrade.waitFor({ state: 'hidden' });
  await page.getByText('35/35 uses').first().waitFor();
}
