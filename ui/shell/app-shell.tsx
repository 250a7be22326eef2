import { Outlet } from 'react-router-dom';
import { RouterNavigation } from './router-navigation';
import { ShellFrame } from './shell-frame';

/** The app's frame: every screen of the router, loaded on demand, inside the header and footer. */
export function AppShell() {
  return (
    <RouterNavigation>
      <ShellFrame>
        <Outlet />
      </ShellFrame>
    </RouterNavigation>
  );
}
