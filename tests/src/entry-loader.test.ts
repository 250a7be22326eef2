// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_LOADER, loadEntryAfterPaint } from '../../scripts/entry-loader.mjs';

const SHELL = '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';

const button = (id: string) => document.getElementById(id)!;

/** Runs the loader as the browser runs it, from its tag in a prerendered page's head. */
beforeAll(() => {
  document.body.innerHTML =
    '<div id="root"><button id="menu">Open menu</button>' +
    '<form><input name="email"><button type="submit" id="send">Sign In</button></form></div>';
  const tag = document.createElement('script');
  tag.dataset.entry = '/assets/index-abc.js';
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(ENTRY_LOADER)();
  Reflect.deleteProperty(document, 'currentScript');
});

describe('the entry loader', () => {
  it('replaces the entry tag with itself, the entry kept as its data', () => {
    const html = loadEntryAfterPaint(SHELL);
    expect(html).toContain(`<script data-entry="/assets/index-abc.js">${ENTRY_LOADER}</script>`);
    expect(html).not.toContain('type="module"');
    expect(() => loadEntryAfterPaint('<html><head></head></html>')).toThrow(/no module script/);
  });

  it('adds the entry as a module once the page has loaded (where paint timing is not reported)', async () => {
    if (document.readyState !== 'complete') await new Promise((done) => window.addEventListener('load', done, { once: true }));
    await new Promise((done) => setTimeout(done, 10));
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
  });

  it('marks the first act and the last button tapped, until hydration starts', () => {
    expect(document.documentElement.hasAttribute('data-acted')).toBe(false);
    button('menu').dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-acted')).toBe(true);

    button('menu').click();
    button('send').click();
    expect(button('menu').hasAttribute('data-early-tap')).toBe(false);
    expect(button('send').hasAttribute('data-early-tap')).toBe(true);
  });

  it('never lets the browser send a form, and keeps the form’s button for the entry', () => {
    button('send').removeAttribute('data-early-tap');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(button('send').hasAttribute('data-early-tap')).toBe(true);
  });

  it('keeps nothing more once hydration has started', () => {
    button('send').removeAttribute('data-early-tap');
    document.documentElement.setAttribute('data-hydrating', '');
    button('menu').click();
    expect(button('menu').hasAttribute('data-early-tap')).toBe(false);
  });
});
