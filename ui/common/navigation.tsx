import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * How a page moves to another address. Inside the app's router it changes the screen without a
 * page load; on a public page hydrated on its own (no router on its first load) a link is an
 * ordinary link to the next prerendered page and a button loads that page.
 */
export interface Navigation {
  /** The address being shown. */
  readonly path: string;
  /** Goes to `to` (a button's action). */
  go(to: string): void;
  /** Handles a click on a link to `to`: true when it was taken over, so the browser must not follow it. */
  follow(event: MouseEvent<HTMLAnchorElement>, to: string): boolean;
}

/** A plain page load for every move: what a public page does before the app's router is loaded. */
export function documentNavigation(path: string, assign: (to: string) => void): Navigation {
  return { path, go: assign, follow: () => false };
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('NavigationProvider is missing above this component');
  return navigation;
}

/** A click the browser would follow in this tab: left button, no modifier, no other target. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}
