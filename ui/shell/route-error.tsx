import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useRouteError } from 'react-router-dom';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start', padding: tokens.spacingHorizontalXL, maxWidth: '640px' },
});

/** Shown when a page fails to load or render (a lost connection while fetching a chunk, say). */
export function RouteError() {
  const styles = useStyles();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className={styles.page} role="alert">
      <Title2 as="h1">Something went wrong</Title2>
      <Body1>This page could not be shown. Check your connection and try again.</Body1>
      {detail ? <Body1>{detail}</Body1> : null}
      <Button appearance="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </section>
  );
}
