/**
 * The dashboard's first view: the view this device's next load of the dashboard will open on (the
 * choice, or the main dashboard with its greeting), painted from the page itself before any of
 * the app's code has loaded. The dashboard keeps the memory true; the page's first view stands in
 * until the app draws its own screen.
 */
export type RememberedView = { readonly view: 'choice' } | { readonly view: 'main'; readonly greeting: string };

export const FirstViewMemory = Symbol('FirstViewMemory');
export interface FirstViewMemory {
  /** The next load opens on this view: it is painted at once. */
  remember(view: RememberedView): void;
  /** The next load opens on another view, or the student signed out: nothing is painted before the app. */
  forget(): void;
}

/** The first view in the page. */
export interface FirstView {
  /** The app's own screen is drawn (or an error to show): the first view gives way to it. */
  handOver(): void;
}
