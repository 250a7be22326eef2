import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../core/diagnostic/diagnostic-questions';
import { startTrial, type Trial } from '../../scripts/trial.mjs';
import { DESKTOP, launchBrowser, openPage, screenshot, type OpenedPage } from './browser';
import { freePort } from './global-setup';
import { completeOnboarding, newEmail, signIn, signUp } from './student';
import { closeTool, openTool, questionPng } from './tools';

/**
 * Hosted mode end to end, on the stack `npm run trial` starts: the NyayaPath server as shipped
 * (dist-server on PGlite), the production build pointed at it and the Supabase stand-in that signs
 * real tokens; a student and the trial's operator in two browser contexts. Nothing about plans,
 * payments or uses is decided in the student's browser.
 */
let browser: Browser;
let trial: Trial;

beforeAll(async () => {
  trial = await startTrial({ appPort: await freePort() });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await trial?.stop();
});

/** The trial's operator signs in at /admin. */
async function signInAsOperator(admin: Page): Promise<void> {
  await admin.goto('/admin');
  await admin.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
  await admin.getByLabel('Email').fill(trial.operator.email);
  await admin.getByLabel('Password').fill(trial.operator.password);
  await admin.getByRole('button', { name: 'Sign In' }).click();
}

/** A new student, signed up and in, past onboarding and on the free trial's main dashboard. */
async function newFreeStudent(page: Page, label: string): Promise<string> {
  const email = newEmail(label);
  await signUp(page, email);
  await signIn(page, email);
  await completeOnboarding(page);
  await toFeatures(page);
  return email;
}

/** From the choice a student without a diagnostic is offered on each visit, to the tools, on the free trial. */
async function toFeatures(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Skip & See Features' }).click();
  const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
  await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
  await upgrade.waitFor({ state: 'hidden' });
}

describe('hosted mode (npm run trial): a student pays, an operator approves at /admin', () => {
  let student: OpenedPage;
  let operator: OpenedPage;

  afterAll(async () => {
    await student?.close();
    await operator?.close();
  });

  it('upgrades the student only once the operator approves, and a sixth doubt then succeeds', async () => {
    student = await openPage(browser, DESKTOP, { baseUrl: trial.appUrl });
    const { page } = student;
    const email = newEmail('hosted');
    await signUp(page, email);
    await signIn(page, email);

    // The five free doubts, spent on the server with the student's own identity (the token the
    // stand-in gave the browser at sign-in).
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : null;
    });
    expect(token).toBeTruthy();
    for (let use = 0; use < 6; use += 1) {
      const reply = await fetch(`${trial.serverUrl}/api/public/solve-doubt`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ input_type: 'text', content: 'Find 10% of 90.', text: 'Find 10% of 90.' }),
      });
      expect(reply.status, `doubt ${use + 1}`).toBe(use < 5 ? 200 : 401);
    }

    await completeOnboarding(page);
    await page.getByRole('button', { name: 'Take Diagnostic Test' }).click();
    for (const [index, question] of DIAGNOSTIC_QUESTIONS.entries()) {
      await page.getByText(`Q ${index + 1}/13 • ${question.subject}`).waitFor();
      await page.getByRole('radio').nth(question.correctIndex).check();
      await page.getByRole('button', { name: index === 12 ? 'Submit' : 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Continue to Your Personalized Plan' }).click();
    await page.getByText('MOST POPULAR').waitFor();
    await page.getByRole('button', { name: /Buy Now/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Try Out Our Features' });
    await dialog.getByLabel(/^Banking name/).fill('Kavya Menon');
    await dialog.getByLabel(/^Last 4 digits/).fill('4821');
    await dialog.getByRole('button', { name: 'Submit Payment' }).click();
    await dialog.getByText('Waiting for admin approval...').first().waitFor();

    // The operator, in a browser of their own, signs in at /admin with the trial's account and approves.
    operator = await openPage(browser, DESKTOP, { baseUrl: trial.appUrl });
    const admin = operator.page;
    await signInAsOperator(admin);
    const card = admin.locator(`[aria-label="Payment from ${email}"]`).first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Kavya Menon');
    expect(await card.textContent()).toContain('₹15');
    await screenshot(admin, 'hosted-admin');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Payment approved').first().waitFor();

    await page.getByText('Payment Approved!').first().waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    await page.getByText('35/35 uses').first().waitFor();

    const overlay = await openTool(page, 'AI Doubt Solver');
    const question = await questionPng(page, ['Q. What is 20% of 150?', '(a) 25   (b) 30   (c) 35   (d) 40']);
    await overlay.getByLabel('Choose an image of a question').setInputFiles({ name: 'question.png', mimeType: 'image/png', buffer: question });
    await overlay.getByRole('button', { name: 'Upload New Question' }).waitFor({ timeout: 60_000 });
    expect(await overlay.textContent()).toContain('20% of 150 is 30: option (B) 30.');
    await closeTool(page, 'AI Doubt Solver');
    await page.getByText('34/35 uses').first().waitFor();
    await screenshot(page, 'hosted-premium-dashboard');

    // The server counted it, not the browser.
    const status = (await (await fetch(`${trial.serverUrl}/api/user/status`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { accountStatus: string; usage: { aiDoubtSolver: number } };
    };
    expect(status.data).toMatchObject({ accountStatus: 'upgraded', usage: { aiDoubtSolver: 1 } });
    expect(student.guard.problems()).toEqual([]);
    expect(operator.guard.problems()).toEqual([]);
  });
});

describe('hosted mode: the server keeps the full mock', () => {
  let opened: OpenedPage;

  afterAll(async () => {
    await opened?.close();
  });

  it('starts the free mock on the server, resumes it after a reload, and shows the marks the server gave', async () => {
    opened = await openPage(browser, DESKTOP, { baseUrl: trial.appUrl });
    const { page } = opened;
    await newFreeStudent(page, 'hosted-mock');

    const card = page.getByRole('region', { name: 'Full CLAT Mock' });
    await card.getByRole('button', { name: 'Start full mock' }).click();
    const exam = page.getByRole('dialog', { name: 'Full CLAT Mock' });
    await exam.getByRole('button', { name: 'Start', exact: true }).click();
    await exam.getByRole('heading', { name: 'Question 1 of 120' }).waitFor();
    await exam.getByRole('radio').nth(0).check();
    await exam.getByRole('button', { name: 'Next' }).click();
    await exam.getByRole('radio').nth(3).check();

    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : null;
    });
    type Mocks = { data: { progress: { questions: Record<string, { answer: number | null }> }; result: { attempted: number } | null }[] };
    const mocks = async () => (await (await fetch(`${trial.serverUrl}/api/full-mocks`, { headers: { authorization: `Bearer ${token}` } })).json()) as Mocks;
    // Saved on the server as she goes; a reload then resumes at the question with both answers.
    await expect
      .poll(async () => Object.values((await mocks()).data[0]?.progress.questions ?? {}).filter((entry) => entry.answer !== null).length)
      .toBe(2);
    await page.reload();
    await exam.getByRole('heading', { name: 'Question 2 of 120' }).waitFor();
    expect(await exam.getByRole('radio').nth(3).isChecked()).toBe(true);

    await exam.getByRole('button', { name: 'Submit mock' }).click();
    await page.getByRole('alertdialog', { name: 'Submit your mock?' }).getByRole('button', { name: 'Submit mock' }).click();
    await exam.getByRole('heading', { name: 'Your analysis' }).waitFor();
    expect(await exam.getByRole('group', { name: 'Attempted' }).textContent()).toContain('2/120');

    const kept = await mocks();
    expect(kept.data).toHaveLength(1);
    expect(kept.data[0]).toMatchObject({ result: { attempted: 2 } });
    const status = (await (await fetch(`${trial.serverUrl}/api/user/status`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { usage: { fullMock: number } };
    };
    expect(status.data.usage.fullMock).toBe(1);
    expect(opened.guard.problems()).toEqual([]);
  });
});

describe('hosted mode: the All-India Mock', () => {
  const opened: OpenedPage[] = [];

  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  /** '2026-11-28T14:05', India's time `ms` from epoch, as a datetime-local field takes it. */
  const indiaTime = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);

  /** A student sits the paper: answers the first `answers` questions with option A, submits, and waits for her result. */
  async function sitPaper(page: Page, answers: number) {
    const card = page.getByRole('region', { name: 'All-India Mock' });
    await card.getByRole('listitem', { name: 'All-India Mock 1' }).getByRole('button', { name: 'Start paper' }).click();
    const exam = page.getByRole('dialog', { name: 'All-India Mock' });
    await exam.getByRole('heading', { name: 'Question 1 of 120' }).waitFor();
    for (let index = 0; index < answers; index += 1) {
      await exam.getByRole('radio').nth(0).check();
      await exam.getByRole('button', { name: 'Next' }).click();
      await exam.getByRole('heading', { name: `Question ${index + 2} of 120` }).waitFor();
    }
    await exam.getByRole('button', { name: 'Submit mock' }).click();
    await page.getByRole('alertdialog', { name: 'Submit your mock?' }).getByRole('button', { name: 'Submit mock' }).click();
    await exam.getByRole('heading', { name: 'Your result' }).waitFor();
    return exam;
  }

  it('an operator schedules a paper at /admin; two students sit it and each sees a percentile, the leaderboard and the solutions', async () => {
    const operator = await openPage(browser, DESKTOP, { baseUrl: trial.appUrl });
    opened.push(operator);
    const admin = operator.page;
    await signInAsOperator(admin);
    const form = admin.getByRole('form', { name: 'Schedule a paper' });
    await form.getByLabel('Title').fill('All-India Mock 1');
    await form.getByLabel('Opens at (India time)').fill(indiaTime(Date.now() - 10 * 60_000));
    await form.getByLabel('Closes at (India time)').fill(indiaTime(Date.now() + 6 * 60 * 60_000));
    await form.getByRole('button', { name: 'Schedule paper' }).click();
    await admin.getByRole('status').filter({ hasText: 'Scheduled: All-India Mock 1.' }).waitFor();
    await admin.getByRole('group', { name: 'Paper All-India Mock 1' }).getByText('0 submitted, 0 in progress').waitFor();

    const first = await openPage(browser, DESKTOP, { baseUrl: trial.appUrl });
    opened.push(first);
    await newFreeStudent(first.page, 'series-first');
    const firstResult = await sitPaper(first.page, 3);
    const firstStanding = firstResult.getByRole('group', { name: 'Rank among NyayaPath takers' });
    expect(await firstStanding.textContent()).toContain('Rank 1 of 1');
    expect(await firstResult.getByRole('group', { name: 'Estimated CLAT rank' }).textContent()).toBeTruthy();
    expect(await firstResult.getByRole('list', { name: 'Solutions' }).getByRole('listitem').count()).toBe(120);

    const second = await openPage(browser, DESKTOP, { baseUrl: trial.appUrl });
    opened.push(second);
    await newFreeStudent(second.page, 'series-second');
    const secondResult = await sitPaper(second.page, 1);
    expect(await secondResult.getByRole('group', { name: 'Rank among NyayaPath takers' }).textContent()).toMatch(/of 2, percentile/);
    const choice = secondResult.getByRole('form', { name: 'Leaderboard choice' });
    await choice.getByLabel('Show me on leaderboards').check();
    await choice.getByLabel('Display name').fill('Meera from Pune');
    await choice.getByRole('button', { name: 'Save' }).click();
    await secondResult.getByRole('table', { name: 'Leaderboard' }).getByText('Meera from Pune').waitFor();
    expect(await secondResult.getByRole('list', { name: 'Solutions' }).getByRole('listitem').count()).toBe(120);

    // The first student, opening her result again, is counted among two, and sees the name the second chose.
    await first.page.reload();
    await toFeatures(first.page);
    const card = first.page.getByRole('region', { name: 'All-India Mock' });
    await card.getByRole('listitem', { name: 'All-India Mock 1' }).getByRole('button', { name: 'See result' }).click();
    const again = first.page.getByRole('dialog', { name: 'All-India Mock' });
    await again.getByRole('heading', { name: 'Your result' }).waitFor();
    expect(await again.getByRole('group', { name: 'Rank among NyayaPath takers' }).textContent()).toMatch(/of 2, percentile/);
    await again.getByRole('table', { name: 'Leaderboard' }).getByText('Meera from Pune').waitFor();

    await admin.reload();
    await admin.getByRole('group', { name: 'Paper All-India Mock 1' }).getByText('2 submitted, 0 in progress').waitFor();
    for (const page of opened) expect(page.guard.problems()).toEqual([]);
  });
});
