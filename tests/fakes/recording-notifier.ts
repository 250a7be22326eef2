import { Notifier, type Notification } from '../../ui/common/notifier';

/** A Notifier that remembers what it showed. */
export function recordingNotifier(): { notifier: Notifier; shown: Notification[] } {
  const notifier = new Notifier();
  const shown: Notification[] = [];
  notifier.subscribe((notification) => shown.push(notification));
  return { notifier, shown };
}
