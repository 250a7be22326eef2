import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Logger } from '../../core/ports/logger.port';
import { AppLink } from '../common/app-link';
import { useLoadedServices } from '../common/services';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
});

export default function NotFoundPage() {
  const styles = useStyles();
  const { pathname } = useLocation();
  // The page itself needs no service (it is prerendered as 404.html); the warning waits for the logger.
  const services = useLoadedServices();

  useEffect(() => {
    services?.get<Logger>(Logger).warn('404: no page at this path', { path: pathname });
  }, [services, pathname]);

  return (
    <section className={styles.page}>
      <Title1 as="h1">404</Title1>
      <Body1>Oops! Page not found</Body1>
      <AppLink to="/">Return to Home</AppLink>
    </section>
  );
}
