import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start', padding: tokens.spacingHorizontalXL, maxWidth: '640px' },
});

/** Shown when the app's frame fails to render, in place of everything (a page's own failure stays in the page). */
export function RouteError({ error }: { readonly error: unknown }) {
  const styles = useStyles();
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
