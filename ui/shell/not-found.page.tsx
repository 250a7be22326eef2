import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { AppLink } from '../common/app-link';
import { useNavigation } from '../common/navigation';
import { useLogger } from '../common/logger-context';

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
  const { path: pathname } = useNavigation();
  const logger = useLogger();

  useEffect(() => {
    logger.warn('404: no page at this path', { path: pathname });
  }, [logger, pathname]);

  return (
    <section className={styles.page}>
      <Title1 as="h1">404</Title1>
      <Body1>Oops! Page not found</Body1>
      <AppLink to="/">Return to Home</AppLink>
    </section>
  );
}
