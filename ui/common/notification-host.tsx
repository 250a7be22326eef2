import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Notification, Notifier } from './notifier';

const NotifierContext = createContext<Notifier | null>(null);

// Fluent's toasts are a chunk of their own: a page that never shows one never loads them.
const NotificationToaster = lazy(() => import('./notification-toaster'));

export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('NotificationHost is missing above this component');
  return notifier;
}

/**
 * Shows every toast the notifier publishes. The toaster is fetched with the first notice (a page
 * that never shows one never loads it); that notice waits the moment it takes to arrive.
 */
export function NotificationHost({ notifier, children }: { notifier: Notifier; children: ReactNode }) {
  const [queue, setQueue] = useState<readonly Notification[]>([]);
  const [wanted, setWanted] = useState(false);

  useEffect(
    () =>
      notifier.subscribe((notification) => {
        setWanted(true);
        setQueue((waiting) => [...waiting, notification]);
      }),
    [notifier],
  );
  const onShown = useCallback((shown: readonly Notification[]) => setQueue((waiting) => waiting.filter((notice) => !shown.includes(notice))), []);

  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationToaster queue={queue} onShown={onShown} />
        </Suspense>
      ) : null}
    </NotifierContext.Provider>
  );
}
