import type { FirstView } from '../../core/ports/first-view.port';

/** Written by the build and shown before the first paint by scripts/first-view.mjs. */
const ELEMENT_ID = 'first-view';
const SHOWING = 'data-first-view';

/** What a tapped button or link is: its kind, what it says (its label, or its text) and where it goes. */
const identity = (element: Element) => [element.localName, element.getAttribute('aria-label') ?? element.textContent ?? '', element.getAttribute('href') ?? ''].join('\n');

/** The dashboard's first view in the page (scripts/first-view.mjs), which the app's own screen replaces. */
export class PageFirstView implements FirstView {
  constructor(private readonly page: () => Document | undefined = () => globalThis.document) {}

  /** Swaps the first view for the app's screen, and taps again on it the button or link tapped before. */
  handOver(): void {
    const page = this.page();
    const frame = page?.getElementById(ELEMENT_ID);
    if (!page || !frame) return;
    const tapped = frame.querySelector('[data-early-tap]');
    const wanted = tapped ? identity(tapped) : null;
    frame.remove();
    page.documentElement.removeAttribute(SHOWING);
    if (wanted === null) return;
    // After the screen's commit, as a tap of the student's own would come.
    setTimeout(() => {
      const same = [...page.querySelectorAll<HTMLElement>('#root a, #root button')].find((element) => identity(element) === wanted);
      if (same && !(same instanceof HTMLButtonElement && same.disabled)) same.click();
    });
  }
}
