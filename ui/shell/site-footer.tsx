import { Body1, Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../common/app-link';
import { useProductSettings } from '../common/product-settings';

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    marginTop: tokens.spacingVerticalXXXL,
  },
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    gridTemplateColumns: '1fr',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    '@media (min-width: 768px)': { gridTemplateColumns: '2fr 1fr 1fr' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legal: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export function SiteFooter() {
  const styles = useStyles();
  const { supportEmail } = useProductSettings();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby="footer-brand">
          <Subtitle2 as="h2" id="footer-brand">
            NyayaPath
          </Subtitle2>
          <Body1>
            AI-assisted CLAT preparation: a diagnostic with your predicted rank, practice sets for every section, and
            instant explanations for the doubts you photograph.
          </Body1>
          <Body1>
            Write to us at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </Body1>
        </section>
        <nav className={styles.column} aria-labelledby="footer-links">
          <Subtitle2 as="h2" id="footer-links">
            Quick links
          </Subtitle2>
          <AppLink to="/privacy-policy">Privacy Policy</AppLink>
          <AppLink to="/terms-conditions">Terms and Conditions</AppLink>
          <AppLink to="/refund-policy">Refund Policy</AppLink>
          <AppLink to="/data-deletion-policy">Data Deletion Policy</AppLink>
          <AppLink to="/contact">Contact</AppLink>
        </nav>
        <section className={styles.column} aria-labelledby="footer-start">
          <Subtitle2 as="h2" id="footer-start">
            Get started
          </Subtitle2>
          <AppLink to="/">Start Practicing Now</AppLink>
        </section>
      </div>
      <div className={styles.legal}>
        <Caption1>
          NyayaPath is an independent preparation service and is not affiliated with the Consortium of National Law
          Universities or any national law university.
        </Caption1>
        <Caption1>© 2024 NyayaPath. All rights reserved.</Caption1>
      </div>
    </footer>
  );
}
