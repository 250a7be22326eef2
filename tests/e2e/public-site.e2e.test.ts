import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot, type OpenedPage, type Viewport } from './browser';
import { headerActions, newEmail, PASSWORD, signIn, signUp } from './student';

/** Every public page, the header in both states, and the auth and contact journeys, in Chromium. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES: [path: string, heading: string, name: string][] = [
  ['/', 'Crack CLAT with an AI study partner', 'home'],
  ['/how-it-works', 'How NyayaPath works', 'how-it-works'],
  ['/contact', 'Get in Touch', 'contact'],
  ['/privacy-policy', 'Privacy Policy', 'privacy'],
  ['/terms-conditions', 'Terms and Conditions', 'terms'],
  ['/refund-policy', 'Refund Policy', 'refunds'],
  ['/data-deletion-policy', 'Data Deletion Policy', 'data-deletion'],
  ['/payment', 'Give your CLAT preparation an AI edge', 'payment'],
  ['/auth', 'Welcome back', 'auth'],
  ['/no-such-page', '404', 'not-found'],
];

async function noHorizontalScroll(page: Page, viewport: Viewport) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

describe.each<[string, Viewport]>([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the public site on a %s', (label, viewport) => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('renders every route with its heading, without sideways scrolling or outside requests', async () => {
    opened = await openPage(browser, viewport);
    const { page, guard } = opened;
    for (const [path, heading, name] of ROUTES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await noHorizontalScroll(page, viewport);
      await screenshot(page, `${name}-${label}`);
    }
    expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true);
    // The data deletion policy shows the reader's today without waiting for the visitor to act,
    // and keeps it, without a hydration error, once the visitor's act has hydrated the page.
    await page.goto('/data-deletion-policy');
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date());
    await page.getByText(`Last updated: ${today}`).waitFor();
    const actions = await headerActions(page, viewport);
    await actions.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByText(`Last updated: ${today}`).isVisible()).toBe(true);
    expect(guard.problems()).toEqual([]);
  });

  it("shows a visitor Login and Start Practicing from the first paint, before any act and before the page's code", async () => {
    opened = await openPage(browser, viewport);
    const { page } = opened;
    // The page's code never arrives during the check: what shows is the prerendered page and its head.
    await page.route(/\/assets\/.+\.js$/, () => undefined);
    await page.goto('/how-it-works', { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('banner');
    if (viewport.width > PHONE.width) {
      expect(await banner.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
      expect(await banner.getByRole('button', { name: 'Start Practicing' }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-visitor'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-acted'))).toBe(false);
  });

  it('shows Login and Start Practicing to a visitor, Dashboard and Sign Out once signed in', async () => {
    opened = await openPage(browser, viewport);
    const { page, guard } = opened;
    await page.goto('/');
    let actions = await headerActions(page, viewport);
    await actions.getByRole('button', { name: 'Login' }).waitFor();
    expect(await actions.getByRole('button', { name: 'Start Practicing' }).isVisible()).toBe(true);

    const email = newEmail(`header-${label}`);
    await signUp(page, email);
    await signIn(page, email);
    await page.goto('/');
    await page.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
    actions = await headerActions(page, viewport);
    await actions.getByRole('button', { name: 'Dashboard' }).waitFor();
    await screenshot(page, `header-signed-in-${label}`);
    await actions.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/$/);
    // The home page hydrates on its own, so signing out loads it afresh: its hero says so first.
    await page.getByRole('main').getByRole('button', { name: 'Start Practicing' }).waitFor();
    actions = await headerActions(page, viewport);
    await actions.getByRole('button', { name: 'Login' }).waitFor();
    expect(guard.problems()).toEqual([]);
  });
});

describe('signing up and in', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('keeps what is typed into the prerendered sign-in form before its code has loaded, and sends it with Enter', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    // The app's start arrives late, as on a slow connection: the student types meanwhile.
    let held = 0;
    await page.route(/\/assets\/app-boot-[\w-]+\.js$/, async (route) => {
      held += 1;
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page.goto('/auth');
    await page.getByLabel('Email').pressSequentially('nobody@example.in');
    await page.getByLabel('Password').pressSequentially('wrong-password');
    await page.keyboard.press('Enter');
    expect(page.url()).toMatch(/\/auth$/);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    expect(held).toBe(1);
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.in');
    expect(await page.getByLabel('Password').inputValue()).toBe('wrong-password');
    expect(guard.problems()).toEqual([]);
  });

  it('keeps every character of an e-mail typed into Sign Up straight after the tap, while the code is still arriving', async () => {
    for (const delay of [0, 300, 900]) {
      opened = await openPage(browser, PHONE);
      const { page } = opened;
      await page.route(/\/assets\/app-boot-[\w-]+\.js$/, async (route) => {
        await new Promise((done) => setTimeout(done, delay));
        await route.continue();
      });
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel(/^Email/).first().pressSequentially('typed.user@example.com', { delay: 40 });
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByLabel(/^Phone number/).fill('9876543210');
      expect(await page.getByLabel(/^Email/).inputValue(), `app code held ${delay} ms`).toBe('typed.user@example.com');
      await opened.close();
      opened = undefined as unknown as OpenedPage;
    }
  });

  it('shows every sign-in and sign-up message of the specification', async () => {
    opened = await openPage(browser, DESKTOP);
    const { page } = opened;
    await page.goto('/auth');
    const alert = page.getByRole('alert');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await alert.textContent()).toBe('Please fill in all fields');

    await page.getByLabel('Email').fill('nobody@example.in');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    // The toaster's code arrives with the first notice.
    await page.getByText('Login Failed').first().waitFor();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const cases: [Record<string, string>, string][] = [
      [{ email: 'a@b.in', phone: '', password: 'secret1', confirm: 'secret1' }, 'Please fill in all required fields'],
      [{ email: 'a@b.in', phone: '98765', password: 'secret1', confirm: 'secret1' }, 'Phone number must contain at least 10 digits'],
      [{ email: 'a@b.in', phone: '9876543210', password: 'secret1', confirm: 'secret2' }, 'Passwords do not match'],
      [{ email: 'a@b.in', phone: '9876543210', password: 'abc', confirm: 'abc' }, 'Password must be at least 6 characters long'],
    ];
    for (const [fields, message] of cases) {
      await page.getByLabel(/^Email/).fill(fields.email!);
      await page.getByLabel(/^Phone number/).fill(fields.phone!);
      await page.getByLabel(/^Password/).fill(fields.password!);
      await page.getByLabel(/^Confirm password/).fill(fields.confirm!);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
    }
  });

  it('signs up, signs in to the dashboard, signs out, and refuses a duplicate account', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    const email = newEmail('journey');
    await signUp(page, email);
    expect(await page.getByRole('tab', { name: 'Sign In', selected: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await signIn(page, email);
    await page.getByRole('heading', { name: "Let's personalize your CLAT prep" }).waitFor();

    await page.goto('/auth');
    await page.waitForURL(/\/dashboard$/);

    const actions = await headerActions(page, PHONE);
    await actions.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/$/);
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth$/);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone number/).fill('9876543210');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'User already registered' }).first().waitFor();
    expect(guard.problems()).toEqual([]);
  });
});

describe('the contact form', () => {
  let opened: OpenedPage;
  afterEach(async () => {
    await opened?.close();
  });

  it('validates, thanks the sender, and brings back an empty form after 3 seconds', async () => {
    opened = await openPage(browser, PHONE);
    const { page, guard } = opened;
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
    await page.getByLabel(/^Name/).fill('Zoya');
    await page.getByLabel(/^Email/).fill('zoya-at-example');
    await page.getByLabel(/^Message/).fill('Do you have Hindi explanations?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).waitFor();
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('Do you have Hindi explanations?');

    await page.getByLabel(/^Email/).fill('zoya@example.in');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you!').waitFor();
    await screenshot(page, 'contact-sent-phone');
    await page.getByLabel(/^Name/).waitFor({ timeout: 10_000 });
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('');
    expect(guard.problems()).toEqual([]);
  });
});
