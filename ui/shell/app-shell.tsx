import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const useStyles = makeStyles({
  shell: { minHeight: '100dvh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, width: '100%', maxWidth: '1200px', marginInline: 'auto', boxSizing: 'border-box' },
  loading: { padding: tokens.spacingVerticalXXL },
});

/** The frame every page sits in: header, the page itself loaded on demand, footer. */
export function AppShell() {
  const styles = useStyles();
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main}>
        <Suspense fallback={<Spinner className={styles.loading} label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
