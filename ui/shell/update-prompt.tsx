import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalM,
    zIndex: 1000,
    maxWidth: '560px',
    marginInline: 'auto',
    boxShadow: tokens.shadow16,
  },
});

/** Shown when a new version has been deployed and is ready: Reload switches to it. */
export function UpdatePrompt({ onReload }: { onReload: () => Promise<void> }) {
  const styles = useStyles();
  const [reloading, setReloading] = useState(false);
  return (
    <MessageBar className={styles.bar} intent="info" layout="multiline" aria-live="polite">
      <MessageBarBody>
        <MessageBarTitle>Update available</MessageBarTitle>A new version of NyayaPath is ready. Reload to use it; what you
        have saved stays.
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void onReload();
          }}
        >
          Reload
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
