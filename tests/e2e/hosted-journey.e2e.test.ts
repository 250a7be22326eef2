import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../core/diagnostic/diagnostic-questions';
import { createAiAnswers } from '../../server/ai/tutor-answers';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { buildServer, listen, systemClock, type Listening } from '../../server/compose';
import { openDatabase, type DatabaseHandle } from '../../server/database/connect';
import { signToken } from '../server/support/tokens';
import { DESKTOP, launchBrowser, openPage, screenshot, type OpenedPage } from './browser';
import { buildForProduction, freePort, startPreview, stop, waitUntilServing, type Preview } from './global-setup';
import { completeOnboarding, newEmail, signIn, signUp } from './student';
import { startSupabaseStandIn, type SupabaseStandIn } from './supabase-stand-in';
import { closeTool, openTool, questionPng } from './tools';

/**
 * Hosted mode end to end: the production build configured for Supabase (a stand-in that signs
 * real tokens) and the NyayaPath server (on PGlite), a student and an operator in two browser
 * contexts. Nothing about plans, payments or uses is decided in the student's browser.
 */
const JWT_SECRET = 'hosted-journey-jwt-secret-of-at-least-32-chars';
const OUT_DIR = 'dist-hosted';
const OPERATOR = { email: 'operator@nyayapath.in', password: 'operator-pass-2026' };

let browser: Browser;
let supabase: SupabaseStandIn;
let database: DatabaseHandle;
let server: Listening;
let preview: Preview;
let appUrl: string;

beforeAll(async () => {
  supabase = await startSupabaseStandIn(JWT_SECRET);
  supabase.fake.createUser({ ...OPERATOR, confirmed: true, appMetadata: { role: 'operator' } });

  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  const logger = pino({ level: 'silent' });
  const built = await buildServer({
    database,
    migrate: true,
    verifier: createTokenVerifier({ supabaseUrl: supabase.url, jwtSecret: JWT_SECRET }),
    logger,
    corsOrigins: [appUrl],
    trustProxy: false,
    ai: (students) => createAiAnswers({ students, clock: systemClock, logger, llm: null }),
  });
  server = await listen(built.app, 0, '127.0.0.1');

  await buildForProduction(
    {
      VITE_SUPABASE_URL: supabase.url,
      VITE_SUPABASE_ANON_KEY: supabase.anonKey,
      VITE_BACKEND_URL: server.url,
      VITE_API_HOST: server.url,
    },
    OUT_DIR,
  );
  preview = startPreview(port, OUT_DIR);
  await waitUntilServing(preview, appUrl);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (preview) await stop(preview);
  await server?.close();
  await database?.close();
  await supabase?.close();
});

describe('hosted mode: a student pays, an operator approves at /admin', () => {
  let student: OpenedPage;
  let operator: OpenedPage;

  afterAll(async () => {
    await student?.close();
    await operator?.close();
  });

  it('upgrades the student only once the operator approves, and a sixth doubt then succeeds', async () => {
    student = await openPage(browser, DESKTOP, appUrl);
    const { page } = student;
    const email = newEmail('hosted');
    await signUp(page, email);
    // What the student does by following the link in the confirmation e-mail.
    supabase.fake.confirmEmail(email);
    await signIn(page, email);

    // The five free doubts, spent on the server with the student's own identity.
    const id = supabase.fake.findUser(email)!.id;
    const token = (await signToken({ id, email, issuer: `${supabase.url}/auth/v1`, secret: new TextEncoder().encode(JWT_SECRET) })).token;
    for (let use = 0; use < 6; use += 1) {
      const reply = await fetch(`${server.url}/api/public/solve-doubt`, {
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

    // The operator, in a browser of their own, signs in at /admin and approves.
    operator = await openPage(browser, DESKTOP, appUrl);
    const admin = operator.page;
    await admin.goto('/admin');
    await admin.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    await admin.getByLabel('Email').fill(OPERATOR.email);
    await admin.getByLabel('Password').fill(OPERATOR.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
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
    const status = (await (await fetch(`${server.url}/api/user/status`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { accountStatus: string; usage: { aiDoubtSolver: number } };
    };
    expect(status.data).toMatchObject({ accountStatus: 'upgraded', usage: { aiDoubtSolver: 1 } });
    expect(student.guard.problems()).toEqual([]);
    expect(operator.guard.problems()).toEqual([]);
  });
});
