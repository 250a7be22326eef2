import type { FirstViewMemory, RememberedView } from '../../core/ports/first-view.port';

/** Read before the first paint by scripts/first-view.mjs, under the same key. */
export const FIRST_VIEW_KEY = 'nyayapath.first-view';

/**
 * The view the dashboard's next load opens on, in Web Storage. Storage that is blocked or full
 * only loses the memory: the next load then waits for the app, as a first visit does.
 */
export class StoredFirstView implements FirstViewMemory {
  constructor(private readonly storage: () => Storage | undefined = () => globalThis.localStorage) {}

  remember(view: RememberedView): void {
    try {
      this.storage()?.setItem(FIRST_VIEW_KEY, JSON.stringify(view));
    } catch {
      // Nothing kept: the next load shows the app's own screen when it is ready.
    }
  }

  forget(): void {
    try {
      this.storage()?.removeItem(FIRST_VIEW_KEY);
    } catch {
      // What stays is only ever shown until the app draws its own screen.
    }
  }
}
