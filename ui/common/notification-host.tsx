import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Notifier } from './notifier';

const NotifierContext = createContext<Notifier | null>(null);

export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('NotificationHost is missing above this component');
  return notifier;
}

/** Shows every toast the notifier publishes, at the top on phones and desktops alike. */
export function NotificationHost({ notifier, children }: { notifier: Notifier; children: ReactNode }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      notifier.subscribe(({ intent, title, description }) => {
        dispatchToast(
          <Toast>
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastBody>{description}</ToastBody> : null}
          </Toast>,
          { intent, politeness: intent === 'error' ? 'assertive' : 'polite', timeout: 5000 },
        );
      }),
    [notifier, dispatchToast],
  );

  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      <Toaster toasterId={toasterId} position="top" pauseOnHover pauseOnWindowBlur />
    </NotifierContext.Provider>
  );
}
