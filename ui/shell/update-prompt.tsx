import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { useFloatingBarStyles } from './floating-bar.styles';

/** Shown when a new version has been deployed and is ready: Reload switches to it. */
export function UpdatePrompt({ onReload }: { onReload: () => Promise<void> }) {
  const styles = useFloatingBarStyles();
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
