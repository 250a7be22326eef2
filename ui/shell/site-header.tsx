import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { AppLink } from '../common/app-link';
import type { SessionSnapshot } from './session-snapshot';
import { useSessionSnapshot } from './use-session-snapshot';
import { useNavigation } from '../common/navigation';

/** From this width the links and the auth actions sit in the bar; below it, in the menu. */
const WIDE = '@media (min-width: 900px)';

/** The header's height on every screen (it grows only if its content wraps). */
export const HEADER_MIN_HEIGHT = '56px';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    minHeight: HEADER_MIN_HEIGHT,
    boxSizing: 'border-box',
  },
  brand: {
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorBrandForeground1,
    marginInlineEnd: 'auto',
    textDecorationLine: 'none',
  },
  nav: {
    display: 'none',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    [WIDE]: { display: 'flex' },
  },
  actions: { display: 'none', gap: tokens.spacingHorizontalS, [WIDE]: { display: 'flex' } },
  toggle: { [WIDE]: { display: 'none' } },
  mobileMenu: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [WIDE]: { display: 'none' },
  },
  mobileActions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The header of every page: links, the mobile menu and, once the session is known, the auth actions. */
export function SiteHeader() {
  const styles = useStyles();
  const session = useSessionSnapshot();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <AppLink to="/" className={styles.brand} aria-label="NyayaPath home" onNavigate={close}>
          NyayaPath
        </AppLink>
        <nav aria-label="Main" className={styles.nav}>
          {LINKS.map((link) => (
            <AppLink key={link.to} to={link.to}>
              {link.label}
            </AppLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <AuthActions session={session} />
        </div>
        <Button
          className={styles.toggle}
          appearance="subtle"
          icon={menuOpen ? <DismissRegular /> : <NavigationRegular />}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        />
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className={styles.mobileMenu}>
          {LINKS.map((link) => (
            <AppLink key={link.to} to={link.to} onNavigate={close}>
              {link.label}
            </AppLink>
          ))}
          <div className={mergeClasses(styles.mobileActions)}>
            <AuthActions session={session} onDone={close} />
          </div>
        </nav>
      ) : null}
    </header>
  );
}

/**
 * Nothing while the session check runs (spec §2), except for a visitor the head has marked (no
 * signed-in hint on the device); then Login and Start Practicing, both to /auth, or Dashboard,
 * Sign Out and Start Practicing, which then goes to /dashboard.
 */
function AuthActions({ session, onDone }: { session: SessionSnapshot; onDone?: () => void }) {
  const { go: navigate } = useNavigation();
  const go = (path: string) => {
    onDone?.();
    navigate(path);
  };

  if (session.known && session.signedIn) {
    return (
      <>
        <Button onClick={() => go('/dashboard')}>Dashboard</Button>
        <Button
          onClick={async () => {
            if (await session.signOut()) go('/');
          }}
        >
          Sign Out
        </Button>
        <Button appearance="primary" onClick={() => go('/dashboard')}>
          Start Practicing
        </Button>
      </>
    );
  }
  // While the session is unknown the visitor's buttons are in the page but shown only where the
  // head marked a visitor (<html data-visitor>): the same buttons, so nothing moves once it is known.
  return (
    <span className={session.known ? 'nyp-actions' : 'nyp-actions nyp-visitor-only'}>
      <Button onClick={() => go('/auth')}>Login</Button>
      <Button appearance="primary" onClick={() => go('/auth')}>
        Start Practicing
      </Button>
    </span>
  );
}
