import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useFloatingBarStyles } from './floating-bar.styles';

/** The offline notice itself: loaded only when the browser goes offline (the service worker has it cached). */
export default function OfflineBar() {
  const styles = useFloatingBarStyles();
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
