import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());

// Files share a worker's jsdom and modules (vitest.config.ts): each leaves them as it found them.
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout, so no ResizeObserver; Fluent's MessageBar observes its own size.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
