import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { Notification } from './notifier';

interface NotificationToasterProps {
  /** Notices not yet shown, oldest first. */
  readonly queue: readonly Notification[];
  /** Called with the notices that have been shown, to take them off the queue. */
  readonly onShown: (shown: readonly Notification[]) => void;
}

/** On a phone the page heading is at the top: toasts go to the bottom there, clear of it. */
const PHONE = '(max-width: 640px)';
const positionFor = () => (typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches ? 'bottom' : 'top');

/** Fluent's toaster: at the top on wider screens, at the bottom on phones; loaded with the first notice. */
export default function NotificationToaster({ queue, onShown }: NotificationToasterProps) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  // Each notice is shown once, also when React runs the effect twice for the same queue (StrictMode).
  const shown = useRef(new WeakSet<Notification>());

  useEffect(() => {
    if (queue.length === 0) return;
    for (const notification of queue) {
      if (shown.current.has(notification)) continue;
      shown.current.add(notification);
      const { intent, title, description } = notification;
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {description ? <ToastBody>{description}</ToastBody> : null}
        </Toast>,
        // Announced as they come, and out of the Tab order: a notice holds nothing to act on, and
        // Fluent's toast takes Tab for its own contents, so with none a keyboard user was held there.
        { intent, politeness: intent === 'error' ? 'assertive' : 'polite', timeout: 5000, root: { tabIndex: -1 } },
      );
    }
    onShown(queue);
  }, [queue, onShown, dispatchToast]);

  return <Toaster toasterId={toasterId} position={positionFor()} pauseOnHover pauseOnWindowBlur />;
}
