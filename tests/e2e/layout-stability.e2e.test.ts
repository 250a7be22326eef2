import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../core/diagnostic/diagnostic-questions';
import { WEEKLY_REPORT_TITLE } from '../../ui/weekly-report/weekly-report.title';
import { PHONE, launchBrowser, openPage, type OpenedPage } from './browser';
import { closeTool, openTool } from './tools';
import { completeOnboarding, newEmail, signIn, signUp } from './student';

/**
 * The signed-in app holds still as it fills in: every view of the dashboard, a tool overlay, the
 * open full mock and the weekly report, on a phone. Layout shifts are read from Chromium's own
 * Layout Instability API (what Lighthouse's CLS adds up), leaving out those within half a second
 * of the student's input, as CLS does.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What moved without the student's input since the last read: the score and what shifted. */
interface Shifts {
  readonly score: number;
  readonly moved: readonly string[];
}

/** Records every layout shift of the page from its first paint, across reloads. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { score: 0, moved: [] as string[] };
    (window as unknown as { shifts: typeof record }).shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        record.score += entry.value;
        for (const source of entry.sources) {
          const node = source.node;
          record.moved.push(node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}: ${(node.textContent ?? '').trim().slice(0, 40)}` : String(node?.nodeName));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts since the page loaded or since the last call, once the page has settled. */
async function shiftsSettled(page: Page): Promise<Shifts> {
  await page.waitForLoadState('networkidle');
  // Late cards and charts arrive after the network is quiet; give them time to move things.
  await page.waitForTimeout(800);
  return page.evaluate(() => {
    const record = (window as unknown as { shifts: { score: number; moved: string[] } }).shifts;
    const read = { score: record.score, moved: [...record.moved] };
    record.score = 0;
    record.moved = [];
    return read;
  });
}

/** Reloads the view and returns what moved while it loaded. */
async function reloaded(page: Page): Promise<Shifts> {
  await page.reload();
  return shiftsSettled(page);
}

/**
 * The footer never moves, and the layout as a whole stays within Web Vitals' 'good' CLS (0.1)
 * however slowly this machine delivers the late cards; the 0.02 target is Lighthouse's, measured
 * by `npm run bench:lighthouse`, where the load is throttled the same way every run.
 */
const STILL = { score: 0.1 };

/** Past the upgrade offer a free student sees on arriving at the main dashboard. */
async function continueFree(page: Page): Promise<void> {
  const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
  await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
  await upgrade.waitFor({ state: 'hidden' });
}

describe('the signed-in app holds still while it loads, on a phone', () => {
  let opened: OpenedPage;

  afterEach(async () => {
    await opened?.close();
  });

  /** A new student, signed in, on the dashboard's first view, with layout shifts recorded. */
  async function newStudent(label: string): Promise<Page> {
    opened = await openPage(browser, PHONE);
    await watchShifts(opened.page);
    const email = newEmail(label);
    await signUp(opened.page, email);
    await signIn(opened.page, email);
    // Only what moves from here on is the signed-in app's.
    await shiftsSettled(opened.page);
    return opened.page;
  }

  function expectStill(views: Record<string, Shifts>): void {
    for (const [view, shifts] of Object.entries(views)) {
      expect(shifts.score, `${view}: ${shifts.moved.join(' | ')}`).toBeLessThanOrEqual(STILL.score);
      expect(shifts.moved.filter((node) => node.startsWith('footer')), view).toEqual([]);
    }
    expect(opened.guard.problems()).toEqual([]);
  }

  it('onboarding, the choice, the main dashboard, a tool, the open full mock and the weekly report', async () => {
    const page = await newStudent('still-main');
    const views: Record<string, Shifts> = {};
    await page.getByRole('heading', { name: "Let's personalize your CLAT prep" }).waitFor();
    views.onboarding = await reloaded(page);
    await completeOnboarding(page);
    views.choice = await reloaded(page);

    await page.getByRole('button', { name: 'Skip & See Features' }).click();
    await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
    await continueFree(page);
    views.main = await shiftsSettled(page);

    await openTool(page, 'AI Doubt Solver');
    views.tool = await shiftsSettled(page);
    await closeTool(page, 'AI Doubt Solver');

    const card = page.getByRole('region', { name: 'Full CLAT Mock' });
    await card.getByRole('button', { name: 'Start full mock' }).click();
    const exam = page.getByRole('dialog', { name: 'Full CLAT Mock' });
    await exam.getByRole('button', { name: 'Start', exact: true }).click();
    await exam.getByRole('heading', { name: 'Question 1 of 120' }).waitFor();
    await shiftsSettled(page);
    // A reload opens the mock in progress again, straight from the dashboard's first paint.
    views.openMock = await reloaded(page);
    await exam.getByRole('heading', { name: 'Question 1 of 120' }).waitFor();

    await page.goto('/dashboard/report');
    await page.getByRole('heading', { level: 1, name: WEEKLY_REPORT_TITLE }).waitFor();
    await page.getByText('The weekly report comes with a paid plan.', { exact: false }).waitFor();
    views.weeklyReport = await shiftsSettled(page);
    expectStill(views);
  });

  it('the diagnostic, its results and the plans', async () => {
    const page = await newStudent('still-diagnostic');
    const views: Record<string, Shifts> = {};
    await completeOnboarding(page);
    await page.getByRole('button', { name: 'Take Diagnostic Test' }).click();
    await page.getByText(`Q 1/13 • ${DIAGNOSTIC_QUESTIONS[0]!.subject}`).waitFor();
    views.diagnostic = await shiftsSettled(page);
    for (const [index, question] of DIAGNOSTIC_QUESTIONS.entries()) {
      await page.getByText(`Q ${index + 1}/13 • ${question.subject}`).waitFor();
      await page.getByRole('radio').nth(question.correctIndex).check();
      await page.getByRole('button', { name: index === 12 ? 'Submit' : 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Continue to Your Personalized Plan' }).waitFor();
    views.results = await shiftsSettled(page);
    await page.getByRole('button', { name: 'Continue to Your Personalized Plan' }).click();
    await page.getByText('MOST POPULAR').waitFor();
    // The plans are where a student who has not chosen one returns.
    views.pricing = await reloaded(page);
    await page.getByText('MOST POPULAR').waitFor();
    expectStill(views);
  });
});
