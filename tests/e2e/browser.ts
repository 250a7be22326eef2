import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** Debian's Chromium, driven by playwright-core: never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const PHONE: Viewport = { width: 360, height: 740 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

const SCREENSHOTS = new URL('../../test-results/e2e/', import.meta.url);
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Without the background-networking flags Chromium keeps calling Google's hosts, refused on this network.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Only loopback resolves: a request to any other host fails in the browser itself, without
      // routing every request through the test process (which would also switch the HTTP cache off).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
}

/**
 * What a page did that it should not: the product must work offline, so any request leaving
 * loopback is recorded (the browser resolves no other host); console errors and uncaught
 * exceptions are recorded too.
 */
export interface PageGuard {
  readonly externalRequests: string[];
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  /** Kept apart: some warnings are expected (the 404 page logs one). */
  readonly consoleWarnings: string[];
  /** Every external request, console error and page error, for `expect(guard.problems()).toEqual([])`. */
  problems(): string[];
}

export interface OpenedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly guard: PageGuard;
  close(): Promise<void>;
}

/** What a browser keeps for a site (cookies, localStorage), as Playwright saves it. */
export type StoredState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface PageOptions {
  /** The local build unless another address is given. */
  readonly baseUrl?: string;
  /** What the context starts with (a student already signed in); empty unless given. */
  readonly storageState?: StoredState;
  /**
   * Lets the app register its service worker. Off unless a test is about the offline app: its
   * install precaches the whole app, megabytes of work that no other journey needs.
   */
  readonly serviceWorker?: boolean;
}

/** A fresh context (so fresh localStorage unless `storageState` is given) with this viewport, its page, and a guard on it. */
export async function openPage(browser: Browser, viewport: Viewport, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    baseURL: options.baseUrl ?? inject('baseUrl'),
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const guard = {
    externalRequests: [] as string[],
    consoleErrors: [] as string[],
    pageErrors: [] as string[],
    consoleWarnings: [] as string[],
    problems(): string[] {
      return [
        ...this.externalRequests.map((url) => `request to ${url}`),
        ...this.consoleErrors.map((text) => `console.error: ${text}`),
        ...this.pageErrors.map((text) => `page error: ${text}`),
      ];
    },
  };
  context.on('request', (request) => {
    if (!isLocal(request.url())) guard.externalRequests.push(request.url());
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const where = message.location().url;
    const text = where ? `${message.text()} (${where})` : message.text();
    if (message.type() === 'error') guard.consoleErrors.push(text);
    else if (message.type() === 'warning') guard.consoleWarnings.push(text);
  });
  page.on('pageerror', (error) => guard.pageErrors.push(error.stack ?? error.message));
  return { page, context, guard, close: () => context.close() };
}

/**
 * For a suite whose tests each look at one page in a browser the suite shares: returns the opener
 * of that page (at `viewport`), and closes the page after each test and the browser after all.
 */
export function pagePerTest(viewport: Viewport): () => Promise<OpenedPage> {
  let browser: Browser | undefined;
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async () => {
    opened = await openPage(browser!, viewport);
    return opened;
  };
}

function isLocal(address: string): boolean {
  const url = new URL(address);
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return true; // data:, blob:, about:
  return LOCAL_HOSTS.has(url.hostname);
}

/** Saves a full-page screenshot to test-results/e2e/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = fileURLToPath(new URL(`${name}.png`, SCREENSHOTS));
  await page.screenshot({ path, fullPage: true });
  return path;
}
