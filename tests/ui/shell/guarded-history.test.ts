import { waitFor } from '@testing-library/react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuardedHistory } from '../../../ui/shell/guarded-history';

type Update = Parameters<Parameters<GuardedHistory['listen']>[0]>[0];

function guarded(entries = ['/dashboard'], index?: number) {
  const history = new GuardedHistory(createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true }));
  const heard: Update[] = [];
  const stop = history.listen((update) => heard.push(update));
  return { history, heard, stop };
}

describe('the guarded history', () => {
  it('holds a move the question answers true to, until proceed', () => {
    const { history, heard } = guarded();
    const question = vi.fn(() => true);
    history.ask(question);
    const watcher = vi.fn();
    history.watch(watcher);

    history.push('/how-it-works?from=menu');
    expect(question).toHaveBeenCalledWith('/dashboard', '/how-it-works');
    expect(history.location.pathname).toBe('/dashboard');
    expect(history.holding).toBe(true);
    expect(heard).toEqual([]);
    expect(watcher).toHaveBeenCalledTimes(1);

    history.proceed();
    expect(history.holding).toBe(false);
    expect(history.location).toMatchObject({ pathname: '/how-it-works', search: '?from=menu' });
    expect(heard.map((update) => [update.action, update.location.pathname])).toEqual([['PUSH', '/how-it-works']]);
    expect(watcher).toHaveBeenCalledTimes(2);
  });

  it('lets a move through at once when the question answers false, or when none is asked', () => {
    const { history, heard } = guarded();
    const stopAsking = history.ask((_from, to) => to === '/');
    history.replace('/dashboard/report');
    expect(history.location.pathname).toBe('/dashboard/report');
    stopAsking();
    history.push('/');
    expect(history.location.pathname).toBe('/');
    expect(heard.map((update) => update.action)).toEqual(['REPLACE', 'PUSH']);
    expect(history.holding).toBe(false);
  });

  it('keeps the latest of two held moves', () => {
    const { history } = guarded();
    history.ask(() => true);
    history.push('/contact');
    history.push('/how-it-works');
    history.proceed();
    expect(history.location.pathname).toBe('/how-it-works');
  });

  it('undoes a held Back at once, without telling the router, and goes back on proceed', () => {
    const { history, heard } = guarded(['/', '/auth', '/dashboard'], 2);
    history.ask((from, to) => from === '/dashboard' && to !== from);

    history.go(-2);
    expect(history.location.pathname).toBe('/dashboard');
    expect(history.holding).toBe(true);
    expect(heard).toEqual([]);

    history.proceed();
    expect(history.location.pathname).toBe('/');
    expect(heard.map((update) => [update.action, update.location.pathname, update.delta])).toEqual([['POP', '/', -2]]);
    // The way forward is kept: Forward returns to the dashboard without being asked.
    history.go(2);
    expect(history.location.pathname).toBe('/dashboard');
  });

  it('lets Back through when the question answers false', () => {
    const { history, heard } = guarded(['/', '/dashboard'], 1);
    history.ask(() => false);
    history.go(-1);
    expect(history.location.pathname).toBe('/');
    expect(heard).toHaveLength(1);
  });

  describe("over the browser's history", () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it("holds the browser's Back: the address returns to the dashboard until proceed", async () => {
      window.history.replaceState(null, '', '/how-it-works');
      const history = new GuardedHistory(createBrowserHistory({ v5Compat: true }));
      const heard: Update[] = [];
      const stop = history.listen((update) => heard.push(update));
      try {
        history.push('/dashboard');
        history.ask((from, to) => from === '/dashboard' && to !== from);

        window.history.back();
        await waitFor(() => expect(history.holding).toBe(true));
        await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
        expect(heard.map((update) => update.location.pathname)).toEqual(['/dashboard']);

        history.proceed();
        await waitFor(() => expect(window.location.pathname).toBe('/how-it-works'));
        await waitFor(() => expect(heard.map((update) => update.location.pathname)).toEqual(['/dashboard', '/how-it-works']));
        expect(history.holding).toBe(false);
      } finally {
        stop();
      }
    });
  });
});
