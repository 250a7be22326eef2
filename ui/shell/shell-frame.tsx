import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { HEADER_MIN_HEIGHT, SiteHeader } from './site-header';

const useStyles = makeStyles({
  shell: { minHeight: '100dvh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  // At least the screen below the header: the footer starts below the fold, so a page that fills in
  // after its first paint (the dashboard's cards, a report) never moves what the student sees.
  main: { flexGrow: 1, minHeight: `calc(100dvh - ${HEADER_MIN_HEIGHT})`, width: '100%', maxWidth: '1200px', marginInline: 'auto', boxSizing: 'border-box' },
  // Holds the page's place while a screen's code arrives after a click, so the footer does not jump up.
  loading: { ...typographyStyles.body1, minHeight: '60vh', padding: tokens.spacingVerticalXXL, boxSizing: 'border-box' },
});

/** The frame every page sits in: header, the page, footer; the same markup inside the app and on a public page alone. */
export function ShellFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main}>
        {/* Public pages arrive prerendered and never show this; screens opened later may, briefly. */}
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              Loading...
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
