// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageFirstView } from '../../adapters/browser/page-first-view.adapter';
import { FIRST_VIEW_KEY as APP_KEY, StoredFirstView } from '../../adapters/browser/stored-first-view.adapter';
import { StoredSessionHint } from '../../adapters/browser/stored-session-hint.adapter';
import { contentSecurityPolicy } from '../../scripts/security-headers.mjs';
import { FIRST_VIEW_KEY, FIRST_VIEW_SCRIPT, FIRST_VIEW_SOURCE, withFirstView } from '../../scripts/first-view.mjs';

/** The app's page as the build writes it: the first views (a frame around both) before the empty root. */
const PAGE = `
  <div id="first-view" hidden>
    <header><a href="/how-it-works">How It Works</a><button aria-label="Open menu"></button></header>
    <main>
      <div data-view="main"><h1></h1><button disabled>Open</button></div>
      <div data-view="choice"><h1>Ready to get started?</h1><button>Take Diagnostic Test</button><button>Skip &amp; See Features</button></div>
    </main>
  </div>
  <div id="root"></div>`;

/** Loads the page at `path` and runs the script as the browser runs it, right after the views. */
function load(path = '/dashboard'): void {
  history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-first-view');
  document.body.innerHTML = PAGE;
  new Function(FIRST_VIEW_SCRIPT)();
}

const frame = () => document.getElementById('first-view');
const showing = () => document.documentElement.hasAttribute('data-first-view');
const views = () => [...(frame()?.querySelectorAll<HTMLElement>('[data-view]') ?? [])].map((view) => view.dataset.view);

describe("the dashboard's first view, before any of the app's code", () => {
  const memory = new StoredFirstView();
  const page = new PageFirstView();

  beforeEach(() => new StoredSessionHint().record(true));
  afterEach(() => localStorage.clear());

  it('paints the choice this device opens on, and only it', () => {
    memory.remember({ view: 'choice' });
    load();
    expect(frame()?.hidden).toBe(false);
    expect(showing()).toBe(true);
    expect(views()).toEqual(['choice']);
  });

  it("paints the main dashboard with the greeting it showed, written as text", () => {
    memory.remember({ view: 'main', greeting: 'Hello, <b>Asha</b>!' });
    load('/dashboard/');
    expect(views()).toEqual(['main']);
    expect(frame()?.querySelector('h1')?.textContent).toBe('Hello, <b>Asha</b>!');
    expect(frame()?.querySelector('b')).toBeNull();
  });

  it('takes the views out before they paint when nothing true is remembered', () => {
    const cases: [string, () => void][] = [
      ['nothing remembered', () => memory.forget()],
      ['another address', () => memory.remember({ view: 'choice' })],
      ['signed out', () => (memory.remember({ view: 'choice' }), new StoredSessionHint().record(false))],
      ['not JSON', () => localStorage.setItem(FIRST_VIEW_KEY, '{choice')],
      ['a view it does not have', () => localStorage.setItem(FIRST_VIEW_KEY, JSON.stringify({ view: 'pricing"]' }))],
      ['the main view without its greeting', () => localStorage.setItem(FIRST_VIEW_KEY, JSON.stringify({ view: 'main' }))],
    ];
    for (const [what, arrange] of cases) {
      new StoredSessionHint().record(true);
      arrange();
      load(what === 'another address' ? '/dashboard/report' : '/dashboard');
      expect(frame(), what).toBeNull();
      expect(showing(), what).toBe(false);
    }
  });

  it('gives way to the app: the views go, the root shows', () => {
    memory.remember({ view: 'choice' });
    load();
    page.handOver();
    expect(frame()).toBeNull();
    expect(showing()).toBe(false);
    // Nothing left to hand over a second time.
    expect(() => page.handOver()).not.toThrow();
  });

  it("taps again, on the app's own screen, the button tapped before the app took over", () => {
    vi.useFakeTimers();
    try {
      memory.remember({ view: 'choice' });
      load();
      frame()!.querySelector<HTMLButtonElement>('[data-view="choice"] button:last-of-type')!.click();
      const skip = vi.fn();
      const take = vi.fn();
      document.getElementById('root')!.innerHTML = '<h1>Ready to get started?</h1><button>Take Diagnostic Test</button><button>Skip &amp; See Features</button>';
      const [takeButton, skipButton] = document.querySelectorAll('#root button');
      takeButton!.addEventListener('click', take);
      skipButton!.addEventListener('click', skip);
      page.handOver();
      expect(skip).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(skip).toHaveBeenCalledTimes(1);
      expect(take).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds a link followed before the app took over, and follows it on the app's screen, where leaving is asked about", () => {
    vi.useFakeTimers();
    try {
      memory.remember({ view: 'choice' });
      load();
      const early = new MouseEvent('click', { bubbles: true, cancelable: true });
      frame()!.querySelector('a')!.dispatchEvent(early);
      expect(early.defaultPrevented).toBe(true);
      // A link opened in a new tab is the browser's.
      const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
      frame()!.querySelector('a')!.dispatchEvent(newTab);
      expect(newTab.defaultPrevented).toBe(false);

      document.getElementById('root')!.innerHTML = '<a href="/">Home</a><a href="/how-it-works">How It Works</a>';
      const followed: string[] = [];
      for (const link of document.querySelectorAll('#root a')) {
        link.addEventListener('click', (event) => {
          event.preventDefault();
          followed.push(link.getAttribute('href')!);
        });
      }
      page.handOver();
      vi.runAllTimers();
      expect(followed).toEqual(['/how-it-works']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('remembers and forgets under the key the page reads, and a blocked storage loses only the memory', () => {
    expect(FIRST_VIEW_KEY).toBe(APP_KEY);
    memory.remember({ view: 'main', greeting: 'Hello, Asha!' });
    expect(JSON.parse(localStorage.getItem(FIRST_VIEW_KEY)!)).toEqual({ view: 'main', greeting: 'Hello, Asha!' });
    memory.forget();
    expect(localStorage.getItem(FIRST_VIEW_KEY)).toBeNull();
    const blocked = new StoredFirstView(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => blocked.remember({ view: 'choice' })).not.toThrow();
    expect(() => blocked.forget()).not.toThrow();
  });

  it("is written before the app's root, with its styles in the head, and allowed by the policy's hash", () => {
    const shell = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(withFirstView(shell, { html: '<main>views</main>', styles: '<style>a{}</style>' })).toBe(
      `<html><head><title>x</title><style>a{}</style></head><body><div id="first-view" hidden><main>views</main></div><script>${FIRST_VIEW_SCRIPT}</script><div id="root"></div></body></html>`,
    );
    expect(() => withFirstView('<html></html>', { html: '', styles: '' })).toThrow(/no <div id="root"><\/div>/);
    expect(contentSecurityPolicy()).toContain(FIRST_VIEW_SOURCE);
  });
});
