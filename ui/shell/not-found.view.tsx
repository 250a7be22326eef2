import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../common/app-link';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
});

/**
 * The 404 page as it reads. Who logs the bad path depends on how the page came: the browser's
 * entry for the prerendered 404.html, the app's catch-all route (not-found.page) otherwise.
 */
export default function NotFoundView() {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Title1 as="h1">404</Title1>
      <Body1>Oops! Page not found</Body1>
      <AppLink to="/">Return to Home</AppLink>
    </section>
  );
}
