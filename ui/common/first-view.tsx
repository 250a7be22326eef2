import { createContext, useContext, useLayoutEffect } from 'react';
import type { FirstView } from '../../core/ports/first-view.port';

/** Where the page has no first view (the build, a test). */
export const NO_FIRST_VIEW: FirstView = { handOver: () => undefined };

/** The page's first view (core/ports/first-view.port.ts); none unless the app's start provides it. */
export const FirstViewContext = createContext<FirstView>(NO_FIRST_VIEW);

export const FirstViewProvider = FirstViewContext.Provider;

export function useFirstView(): FirstView {
  return useContext(FirstViewContext);
}

/**
 * Rendered beside a screen, inside its Suspense boundary: once the screen is in the page, before
 * the browser paints it, the first view gives way to it, so the two swap in one frame.
 */
export function FirstViewHandOver() {
  const firstView = useFirstView();
  useLayoutEffect(() => firstView.handOver(), [firstView]);
  return null;
}
