import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, isPlainClick, type Navigation } from '../common/navigation';

/** Navigation inside the app: the router changes the screen, no page load. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useMemo<Navigation>(
    () => ({
      path: pathname,
      go: (to) => void navigate(to),
      follow: (event, to) => {
        if (!isPlainClick(event)) return false;
        event.preventDefault();
        void navigate(to);
        return true;
      },
    }),
    [navigate, pathname],
  );
  return <NavigationProvider navigation={navigation}>{children}</NavigationProvider>;
}
