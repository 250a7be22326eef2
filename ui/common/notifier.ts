import type { Notice } from '../../core/shared/messages';

export type NoticeIntent = 'success' | 'error' | 'info' | 'warning';

export interface Notification extends Notice {
  readonly intent: NoticeIntent;
}

type Listener = (notification: Notification) => void;

/**
 * Toasts raised by view models, shown by the one NotificationHost at the root. A plain
 * publisher, so view models stay free of React and tests can read what was shown.
 */
export class Notifier {
  private readonly listeners = new Set<Listener>();

  notify(notification: Notification): void {
    for (const listener of this.listeners) listener(notification);
  }

  success(notice: Notice): void {
    this.notify({ ...notice, intent: 'success' });
  }

  error(notice: Notice): void {
    this.notify({ ...notice, intent: 'error' });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
