/**
 * A tap on a button of a prerendered page before React has taken the page over would be lost
 * (links work anyway: they are links). The entry starts keeping the last such tap at once; the
 * returned function stops keeping when hydration starts (React replays taps from then on itself)
 * and replays the kept tap once hydration has finished.
 */
export function keepEarlyTaps(root: HTMLElement): () => () => void {
  let tapped: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) tapped = button;
  };
  root.addEventListener('click', remember, true);
  return () => {
    root.removeEventListener('click', remember, true);
    const kept = tapped;
    let replayed = false;
    return () => {
      if (replayed) return;
      replayed = true;
      if (kept?.isConnected && !kept.disabled) kept.click();
    };
  };
}
