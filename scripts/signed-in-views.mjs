// The signed-in views `npm run bench:lighthouse` measures, and the interaction timings beside
// them. A local-mode student is made through the app itself, as a student would make one, in the
// Chromium that Lighthouse then drives: its profile keeps her session (Lighthouse runs with
// storage reset off), while the HTTP cache, the service worker and its caches are cleared before
// each measured load, so every load is a first load of the code with the student signed in.
import { chromium } from 'playwright-core';

export const SIGNED_IN_TARGETS = { score: 95, cls: 0.02, tbt: 100, interaction: 100 };

const PASSWORD = 'nyaya@2026';
let students = 0;

/**
 * Signs a new student up and in, and takes her through onboarding to the main dashboard. The
 * previous student's session and data are wiped first (`wipe`), so the app opens signed out.
 */
async function newStudent(page, base, wipe) {
  await wipe();
  students += 1;
  const email = `bench.${process.pid}.${students}@example.in`;
  await page.goto(`${base}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone number/).fill('+91 98765 43210');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Now please sign in to your account').waitFor();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { name: "Let's personalize your CLAT prep" }).waitFor();
  for (let step = 1; step <= 4; step += 1) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: step === 4 ? 'Complete' : 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Skip & See Features' }).click();
  const upgrade = page.getByRole('alertdialog', { name: 'Try Out Our Features' });
  await upgrade.getByRole('button', { name: 'Continue with free trial' }).click();
  await upgrade.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Choose Your AI Tool' }).waitFor();
}

/** Starts the free full mock; the dashboard then opens it on every load until it is handed in. */
async function startMock(page) {
  await page.getByRole('region', { name: 'Full CLAT Mock' }).getByRole('button', { name: 'Start full mock' }).click();
  const exam = page.getByRole('dialog', { name: 'Full CLAT Mock' });
  await exam.getByRole('button', { name: 'Start', exact: true }).click();
  await exam.getByRole('heading', { name: 'Question 1 of 120' }).waitFor();
  return exam;
}

/**
 * [label, path, what to do first]: a free student on the dashboard's first view (the choice, as
 * the entry rules show her until she takes the diagnostic), in her open mock, on her weekly
 * report's page (the report's plans offer, since the report is a paid feature).
 */
export const SIGNED_IN_VIEWS = [
  ['/dashboard (first view)', '/dashboard', (page, base, wipe) => newStudent(page, base, wipe)],
  ['/dashboard (open full mock)', '/dashboard', async (page, base, wipe) => (await newStudent(page, base, wipe), await startMock(page))],
  ['/dashboard/report', '/dashboard/report', (page, base, wipe) => newStudent(page, base, wipe)],
];

/** Playwright on the Chromium at `port` (the one Lighthouse drives), for `use`; disconnects after. */
async function inChromium(port, use) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    return await use(page, context);
  } finally {
    await page.close();
  }
}

/** Prepares the student for a view, then forgets all the app's code the browser holds, keeping her session. */
export async function prepareView(port, base, prepare) {
  await inChromium(port, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await prepare(page, base, () => cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' }));
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
  });
}

/**
 * Interaction to Next Paint, as Chromium's Event Timing reports it, with the CPU slowed 4x: the
 * longest event of each interaction, from the tap to the next frame. `runs` taps of each kind on
 * a new student's open mock: answering a question, moving through the palette, opening a tool.
 */
export async function interactionTimings(port, base, runs) {
  return inChromium(port, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await newStudent(page, base, () => cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' }));
    const exam = await startMock(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const timed = async (act) => {
      await page.evaluate(() => window.__interactions.clear());
      await act();
      // Event Timing reports an interaction once its frame is painted.
      await page.waitForTimeout(500);
      return page.evaluate(() => Math.max(0, ...window.__interactions.values()));
    };
    const answer = [];
    const palette = [];
    const tool = [];
    const grid = exam.getByRole('navigation', { name: 'Question palette' });
    for (let run = 0; run < runs; run += 1) {
      answer.push(await timed(() => exam.getByRole('radio').nth(run % 4).click()));
      palette.push(await timed(() => grid.getByRole('button', { name: new RegExp(`^Question ${run + 2}:`) }).click()));
    }
    await exam.getByRole('button', { name: 'Close Full CLAT Mock' }).click();
    await exam.waitFor({ state: 'hidden' });
    for (let run = 0; run < runs; run += 1) {
      tool.push(await timed(() => page.getByRole('button', { name: 'Open AI Doubt Solver' }).click()));
      await page.getByRole('dialog', { name: 'AI Doubt Solver' }).waitFor();
      await page.getByRole('button', { name: 'Close AI Doubt Solver' }).click();
      await page.getByRole('dialog', { name: 'AI Doubt Solver' }).waitFor({ state: 'hidden' });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { 'answering a question in the full mock': answer, 'moving through the palette': palette, 'opening a tool': tool };
  });
}

/**
 * The main thread's blocking time as a view loads in Chromium itself with the CPU slowed 4x: the
 * long tasks' time beyond 50 ms each, as Total Blocking Time counts it, until the network has been
 * quiet and two seconds more have passed. Lighthouse simulates its TBT from an unthrottled load;
 * this is the throttled load as it happens. `runs` loads of `path`, each a first load of the code
 * with the student's session kept.
 */
export async function loadBlocking(port, base, path, runs) {
  return inChromium(port, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: true });
    });
    const blocking = [];
    for (let run = 0; run < runs; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2_000);
      const tasks = await page.evaluate(() => window.__longTasks);
      blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    return blocking;
  });
}
