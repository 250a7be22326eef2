import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The router's history: the browser's in the app, a memory one in tests. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<RouterHistory['listen']>[0];

/** Asked before the app moves from one address to another: true holds the move. */
export type LeaveQuestion = (fromPath: string, toPath: string) => boolean;

/**
 * The router's history with a hold on leaving: while a question is set, a move it answers true
 * to (a link, a redirect, Back or Forward) waits until `proceed()`. Back and Forward have
 * already moved the address when the app hears of them, so a held one is undone at once
 * (history.go the other way, a step the router never sees) and done again on proceed.
 */
export class GuardedHistory implements RouterHistory {
  private question: LeaveQuestion | null = null;
  private held: (() => void) | null = null;
  private readonly watchers = new Set<() => void>();
  /** Back/Forward steps this history takes itself: the one that undoes a held move, or redoes it. */
  private readonly ownSteps: ('undo' | 'redo')[] = [];
  /** Where the router is: a Back/Forward has moved the inner history's address before it is asked. */
  private shown: string;

  constructor(private readonly inner: RouterHistory) {
    this.shown = inner.location.pathname;
  }

  get action() {
    return this.inner.action;
  }

  get location() {
    return this.inner.location;
  }

  /** A move is held, waiting for `proceed()`. */
  get holding(): boolean {
    return this.held !== null;
  }

  createHref: RouterHistory['createHref'] = (to) => this.inner.createHref(to);
  createURL: RouterHistory['createURL'] = (to) => this.inner.createURL(to);
  encodeLocation: RouterHistory['encodeLocation'] = (to) => this.inner.encodeLocation(to);
  go: RouterHistory['go'] = (delta) => this.inner.go(delta);

  push: RouterHistory['push'] = (to, state) => this.move(this.inner.encodeLocation(to).pathname, () => this.inner.push(to, state));

  replace: RouterHistory['replace'] = (to, state) => this.move(this.inner.encodeLocation(to).pathname, () => this.inner.replace(to, state));

  listen(listener: Listener): () => void {
    return this.inner.listen((update) => {
      if (update.action === 'POP') {
        const own = this.ownSteps.shift();
        // The undoing step puts back the address the router still shows: nothing to tell it.
        if (own === 'undo') return;
        if (own !== 'redo' && update.delta !== null && update.delta !== 0 && this.asks(update.location.pathname)) {
          const delta = update.delta;
          this.ownSteps.push('undo');
          this.inner.go(-delta);
          this.hold(() => {
            this.ownSteps.push('redo');
            this.inner.go(delta);
          });
          return;
        }
      }
      this.shown = update.location.pathname;
      listener(update);
    });
  }

  /** Sets the question asked before each move; the returned function takes it away. */
  ask(question: LeaveQuestion): () => void {
    this.question = question;
    return () => {
      if (this.question === question) this.question = null;
    };
  }

  /** Lets the held move go ahead. */
  proceed(): void {
    const held = this.held;
    this.held = null;
    this.changed();
    held?.();
  }

  /** Calls `watcher` whenever a move is held or let go. */
  watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  private move(toPath: string, go: () => void): void {
    if (this.asks(toPath)) this.hold(go);
    else go();
  }

  private asks(toPath: string): boolean {
    // A second move while one is held replaces it: the student's latest wish is the one kept.
    return this.question !== null && this.question(this.shown, toPath);
  }

  private hold(go: () => void): void {
    this.held = go;
    this.changed();
  }

  private changed(): void {
    for (const watcher of this.watchers) watcher();
  }
}

const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/** Gives the screens below the app's history, for `useLeaveHold`. */
export const GuardedHistoryProvider = GuardedHistoryContext.Provider;

/** What a screen that asks before leaving sees: whether a move is held, and how to let it go. */
export interface LeaveHold {
  readonly holding: boolean;
  proceed(): void;
}

const NOT_HOLDING: LeaveHold = { holding: false, proceed: () => undefined };
const never = () => () => undefined;

/**
 * Asks `question` before every move the app makes while the calling screen is shown. Without a
 * guarded history (the build's prerender) nothing is asked.
 */
export function useLeaveHold(question: LeaveQuestion): LeaveHold {
  const history = useContext(GuardedHistoryContext);
  const latest = useRef(question);
  useEffect(() => {
    latest.current = question;
  });
  useEffect(() => history?.ask((from, to) => latest.current(from, to)), [history]);
  const holding = useSyncExternalStore(history?.watch ?? never, () => history?.holding ?? false, () => false);
  return history ? { holding, proceed: () => history.proceed() } : NOT_HOLDING;
}
