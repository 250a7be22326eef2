import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openPage, PHONE, type OpenedPage, type StoredState, type Viewport } from './browser';

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

/**
 * A page of a premium student on the main dashboard with 35/35 uses. She is made once a run, the
 * way a real one is made (sign-up, onboarding, a UPI payment and the operator's approval), and
 * kept as her browser keeps her: local mode holds a student's account, plan and uses in
 * localStorage, so each test starts from its own copy and sees nothing another test did.
 */
export async function openAsPremiumStudent(browser: Browser, viewport: Viewport): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport, { storageState: await premiumStudent(browser) });
  await opened.page.goto('/dashboard');
  await opened.page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
  await opened.page.getByText('35/35 uses').first().waitFor();
  return opened;
}

const MADE_WITHIN_MS = 120_000;
let premium: Promise<StoredState> | undefined;

/**
 * The premium student's stored state. The first test file of the run to ask makes her and writes
 * her to the run's folder; files in other workers wait for that file instead of making another.
 */
function premiumStudent(browser: Browser): Promise<StoredState> {
  premium ??= (async () => {
    const file = join(inject('runDir'), 'premium-student.json');
    try {
      await writeFile(`${file}.lock`, String(process.pid), { flag: 'wx' });
    } catch {
      return awaitFile(file);
    }
    const maker = await openPage(browser, PHONE);
    try {
      const email = newEmail('premium');
      await signUp(maker.page, email);
      await signIn(maker.page, email);
      await completeOnboarding(maker.page);
      await becomePremium(maker.page, maker.context);
      expect(maker.guard.problems()).toEqual([]);
      const state = await maker.context.storageState();
      await writeFile(`${file}.part`, JSON.stringify(state));
      await rename(`${file}.part`, file);
      return state;
    } finally {
      await maker.close();
    }
  })();
  return premium;
}

async function awaitFile(file: string): Promise<StoredState> {
  const deadline = Date.now() + MADE_WITHIN_MS;
  while (Date.now() < deadline) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) return JSON.parse(text) as StoredState;
    await delay(250);
  }
  throw new Error(`No premium student in ${file} after ${MADE_WITHIN_MS / 1000} s: the test file that was making her failed first.`);
}
