// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY as APP_KEY, StoredSessionHint } from '../../adapters/browser/stored-session-hint.adapter';
import { contentSecurityPolicy } from '../../scripts/security-headers.mjs';
import { SESSION_HINT_KEY, VISITOR_MARK, VISITOR_MARK_SOURCE, markVisitorBeforePaint } from '../../scripts/visitor-mark.mjs';

/** Runs the mark as the browser runs it, from its tag in the head. */
const runMark = () => new Function(VISITOR_MARK)();

describe('the visitor mark in the head', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-visitor');
  });

  it('marks a device with no signed-in hint as a visitor before anything paints', () => {
    runMark();
    expect(document.documentElement.hasAttribute('data-visitor')).toBe(true);
  });

  it('leaves a device that was signed in unmarked, so its header waits for the real session', () => {
    new StoredSessionHint().record(true);
    runMark();
    expect(document.documentElement.hasAttribute('data-visitor')).toBe(false);
    new StoredSessionHint().record(false);
    runMark();
    expect(document.documentElement.hasAttribute('data-visitor')).toBe(true);
  });

  it("reads the app's own key, sits at the end of the head, and is allowed by the policy's hash", () => {
    expect(SESSION_HINT_KEY).toBe(APP_KEY);
    expect(markVisitorBeforePaint('<html><head><title>x</title></head><body></body></html>')).toBe(
      `<html><head><title>x</title><script>${VISITOR_MARK}</script></head><body></body></html>`,
    );
    expect(contentSecurityPolicy()).toContain(VISITOR_MARK_SOURCE);
  });
});
