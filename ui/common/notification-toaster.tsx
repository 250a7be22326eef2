import { Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import type { Notification } from './notifier';

interface NotificationToasterProps {
  /** Notices not yet shown, oldest first. */
  readonly queue: readonly Notification[];
  /** Called with how many of the queue's first notices have been shown. */
  readonly onShown: (count: number) => void;
}

/** Fluent's toaster, at the top on phones and desktops alike; loaded with the first notice. */
export default function NotificationToaster({ queue, onShown }: NotificationToasterProps) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(() => {
    if (queue.length === 0) return;
    for (const { intent, title, description } of queue) {
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
    onShown(queue.length);
  }, [queue, onShown, dispatchToast]);

  return <Toaster toasterId={toasterId} position="top" pauseOnHover pauseOnWindowBlur />;
}
