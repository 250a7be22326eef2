import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * The build leaves the parts that need a service (the sign-in and contact forms) for the browser
 * to render; React reports each such boundary as recovered (error 419, "switched to client
 * rendering"). That is the design, not a fault; anything else, a hydration mismatch above all, is.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/\b419\b|could not finish this Suspense boundary/.test(message)) return;
  console.error(error);
}

/** Renders nothing of its own: its effect runs once the tree around it has hydrated. */
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates a prerendered page inside a transition: React then yields to the browser every few
 * milliseconds, so a slow phone's main thread is never held for long. `startHydrating` is called
 * as it starts and returns what runs once React has taken the page over.
 */
export function hydrate(root: HTMLElement, tree: ReactNode, startHydrating: () => () => void): void {
  // Taps from now on are React's to replay; the ones before are replayed once it has finished.
  const onHydrated = startHydrating();
  startTransition(() => void hydrateRoot(root, <AfterHydration onHydrated={onHydrated}>{tree}</AfterHydration>, { onRecoverableError }));
}
