/**
 * A tap on a button of a prerendered page before React has taken the page over would be lost
 * (links work anyway: they are links). The entry starts keeping the last such tap at once; the
 * returned function, called when hydration has finished, stops keeping and replays it.
 */
export function keepEarlyTaps(root: HTMLElement): () => void {
  let tapped: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) tapped = button;
  };
  root.addEventListener('click', remember, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root.removeEventListener('click', remember, true);
    if (tapped?.isConnected && !tapped.disabled) tapped.click();
  };
}
