import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useFloatingBarStyles } from './floating-bar.styles';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * With a hosted backend, says so while the browser is offline: what the student has typed stays
 * in its form, to be sent once the connection is back. Online on the server and at hydration.
 */
export function OfflineNotice() {
  const styles = useFloatingBarStyles();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <MessageBar className={styles.bar} intent="warning" layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>You are offline</MessageBarTitle>
        NyayaPath cannot reach its server until your connection is back. What you have typed stays here; send it again
        once you are online.
      </MessageBarBody>
    </MessageBar>
  );
}
