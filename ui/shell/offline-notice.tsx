import { Suspense, lazy, useSyncExternalStore } from 'react';

const OfflineBar = lazy(() => import('./offline-bar'));

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
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBar />
    </Suspense>
  );
}
