import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Renders nothing of its own: its effect runs once the tree around it has hydrated. React hydrates
 * each Suspense boundary in a later pass, and a tap on a part not hydrated yet makes React hydrate
 * it at once, but only from outside React's own work: so `onHydrated` runs after the effect, in a
 * microtask.
 */
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => queueMicrotask(onHydrated), [onHydrated]);
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
  startTransition(() => void hydrateRoot(root, <AfterHydration onHydrated={onHydrated}>{tree}</AfterHydration>));
}
