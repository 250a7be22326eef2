import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../core/diagnostic/diagnostic-questions';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot, type OpenedPage, type Viewport } from './browser';
import { expectAccessibleOnPhone } from './page-checks';
import { completeOnboarding, headerActions, newEmail, signIn, signUp } from './student';

/** The signed-in journey in Chromium: onboarding, diagnostic, results, payment approved by an operator. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The specification's formulas, written out here independently of the product's code. */
function expectedRank(score: number): number {
  return Math.max(1, Math.round(100000 * (1 - score / 100) * 0.8));
}
function expectedUniversity(rank: number): string {
  if (rank <= 5) return 'NLSIU Bengaluru';
  if (rank <= 10) return 'NALSAR Hyderabad, WBNUJS Kolkata or NLU Jodhpur';
  if (rank <= 500) return 'Top-15 NLU';
  return 'Any NLU (with improvement)';
}

async function newStudentOnChoice(opened: OpenedPage, label: string) {
  const { page } = opened;
  const email = newEmail(label);
  await signUp(page, email);
  await signIn(page, email);
  await completeOnboarding(page);
  return email;
}

describe.each<[string, Viewport]>([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a new student on a %s', (label, viewport) => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('takes the diagnostic, sees a rank that matches the score, pays, and is approved from /admin', async () => {
    opened = await openPage(browser, viewport);
    const { page, context, guard } = opened;
    await newStudentOnChoice(opened, `journey-${label}`);
    await screenshot(page, `choice-${label}`);
    await expectAccessibleOnPhone(page, viewport);
    await page.getByRole('button', { name: 'Take Diagnostic Test' }).click();

    // Seven right answers, then six wrong ones.
    for (const [index, question] of DIAGNOSTIC_QUESTIONS.entries()) {
      await page.getByText(`Q ${index + 1}/13 • ${question.subject}`).waitFor();
      const next = page.getByRole('button', { name: index === 12 ? 'Submit' : 'Next' });
      expect(await next.isDisabled()).toBe(true);
      const choice = index < 7 ? question.correctIndex : (question.correctIndex + 1) % 4;
      await page.getByRole('radio').nth(choice).check();
      if (index === 3) {
        await screenshot(page, `diagnostic-${label}`);
        await expectAccessibleOnPhone(page, viewport);
      }
      await next.click();
    }

    const scoreText = await page.getByLabel(/^Overall score/).textContent();
    const score = Number(scoreText!.replace('%', ''));
    expect(score).toBe(Math.round((7 / 13) * 100));
    const rank = expectedRank(score);
    await page.getByText(rank.toLocaleString('en-IN'), { exact: true }).waitFor();
    expect(await page.getByText(expectedUniversity(rank), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/improve 40-60%/).isVisible()).toBe(true);
    await screenshot(page, `results-${label}`);

    // A wrongly answered question opens to its explanation.
    const wrong = DIAGNOSTIC_QUESTIONS[8]!;
    await page.getByRole('button', { name: wrong.question.slice(0, 40) }).first().click();
    await page.getByText(wrong.explanation.slice(0, 60)).waitFor();
    await expectAccessibleOnPhone(page, viewport);

    await page.getByRole('button', { name: 'Continue to Your Personalized Plan' }).click();
    await page.getByText('MOST POPULAR').waitFor();
    expect(await page.getByText('Save ₹150 vs daily plan').isVisible()).toBe(true);
    await screenshot(page, `pricing-${label}`);
    await expectAccessibleOnPhone(page, viewport);

    await page.getByRole('button', { name: /Buy Now/ }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Try Out Our Features' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: /Monthly Access/ }).isChecked()).toBe(true);
    const qr = dialog.getByRole('img', { name: /UPI QR code to pay ₹300/ });
    await qr.waitFor();
    expect(await qr.getAttribute('data-upi-uri')).toContain('am=300.00');
    await dialog.getByLabel(/^Banking name/).fill('Kavya Menon');
    await dialog.getByLabel(/^Last 4 digits/).fill('ab48-219');
    expect(await dialog.getByLabel(/^Last 4 digits/).inputValue()).toBe('4821');
    await screenshot(page, `payment-dialog-${label}`);
    await expectAccessibleOnPhone(page, viewport);
    await dialog.getByRole('button', { name: 'Submit Payment' }).click();
    await dialog.getByText('Waiting for admin approval...').first().waitFor();

    // The operator approves from a second tab of the same browser while the dialog polls.
    const admin = await context.newPage();
    await admin.goto('/admin');
    const card = admin.getByRole('article').or(admin.locator('[aria-label^="Payment from"]')).first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Kavya Menon');
    expect(await card.textContent()).toContain('₹300');
    await screenshot(admin, `admin-${label}`);
    await expectAccessibleOnPhone(admin, viewport);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Payment approved').first().waitFor();
    await admin.close();

    await page.getByText('Payment Approved!').first().waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    expect(await page.getByText('Premium', { exact: true }).first().isVisible()).toBe(true);
    // The four AI tools and the full mock, each with the paid allowance (the full mock's card
    // may render a moment after the tools').
    await page.getByText('35/35 uses').nth(4).waitFor();
    expect(await page.getByText('35/35 uses').count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Upgrade to Premium' }).count()).toBe(0);
    await screenshot(page, `premium-dashboard-${label}`);
    await expectAccessibleOnPhone(page, viewport);
    expect(guard.problems()).toEqual([]);
  });
});

describe('a free student on the main dashboard', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('is offered the upgrade about 2 s after arriving, and asked why when leaving', async () => {
    opened = await openPage(browser, DESKTOP);
    const { page, guard } = opened;
    await newStudentOnChoice(opened, 'free');
    await page.getByRole('button', { name: 'Skip & See Features' }).click();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    const arrived = Date.now();
    expect(await page.getByText('5/5 free').count()).toBe(4);
    expect(await page.getByText('Material Practice - Coming Soon').isVisible()).toBe(true);

    const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
    expect(await upgrade.isVisible()).toBe(false);
    await upgrade.waitFor();
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(1_500);
    await page.keyboard.press('Escape');
    expect(await upgrade.isVisible()).toBe(true);
    await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
    await upgrade.waitFor({ state: 'hidden' });

    // A paid-only tool asks for payment even with free uses left.
    await page.getByRole('button', { name: 'Open Question Maker' }).click();
    await page.getByRole('dialog', { name: 'Try Out Our Features' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const actions = await headerActions(page, DESKTOP);
    await actions.getByRole('button', { name: 'Dashboard' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
    const exit = page.getByRole('dialog', { name: 'Before you go...' });
    await exit.waitFor();
    await exit.getByRole('button', { name: 'Submit' }).click();
    await exit.getByText('Please choose a reason').waitFor();
    await exit.getByRole('radio', { name: 'Other reason' }).check();
    await exit.getByPlaceholder("Tell us what's holding you back...").fill('Exams in two weeks, will come back');
    await screenshot(page, 'exit-dialog-desktop');
    await exit.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thanks for the feedback!').first().waitFor();
    await page.waitForURL(/\/how-it-works$/);
    expect(guard.problems()).toEqual([]);
  });

  it('keeps diagnostic answers through a reload', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    await newStudentOnChoice(opened, 'reload');
    await page.getByRole('button', { name: 'Take Diagnostic Test' }).click();
    for (let index = 0; index < 3; index += 1) {
      await page.getByRole('radio').nth(2).check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('radio').nth(1).check();
    await page.reload();
    await page.getByText(`Q 4/13 • ${DIAGNOSTIC_QUESTIONS[3]!.subject}`).waitFor();
    expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByRole('radio').nth(2).isChecked()).toBe(true);
    expect(guard.problems()).toEqual([]);
  });
});
