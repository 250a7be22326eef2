/**
 * A tap on a button of a prerendered page before React has taken the page over would be lost
 * (links work anyway: they are links), and so would a form sent with Enter. The entry loader
 * marks the last such button with data-early-tap (scripts/entry-loader.mjs). The returned
 * function is called as hydration starts: it stops the loader's keeping (React replays taps from
 * then on itself), takes the mark off, and returns what taps that button again once hydration has
 * finished.
 */
export function keepEarlyTaps(root: HTMLElement, page: HTMLElement = document.documentElement): () => () => void {
  return () => {
    page.setAttribute('data-hydrating', '');
    const kept = root.querySelector<HTMLButtonElement>('button[data-early-tap]');
    kept?.removeAttribute('data-early-tap');
    let replayed = false;
    return () => {
      if (replayed) return;
      replayed = true;
      if (kept?.isConnected && !kept.disabled) kept.click();
    };
  };
}
