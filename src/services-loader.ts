import type { Notifier } from '../ui/common/notifier';
import type { LoadServices, ServiceResolver } from '../ui/common/services';

/**
 * The configuration's validation and the composition root are chunks of their own, fetched the
 * first time a screen needs a service, so a public page paints and hydrates without them.
 * `onConfigError` shows an operator which variable to fix instead of a blank page.
 */
export function servicesLoader(env: ImportMetaEnv, notifier: Notifier, onConfigError: (message: string) => void): LoadServices {
  let services: Promise<ServiceResolver> | undefined;
  return () =>
    (services ??= markedWhenLoaded(
      Promise.all([import('./config'), import('./composition')]).then(([{ ConfigError, loadConfig }, { compose }]) => {
        try {
          return compose(loadConfig(env), notifier);
        } catch (error) {
          if (error instanceof ConfigError) onConfigError(error.message);
          throw error;
        }
      }),
    ));
}

/**
 * Marks the promise with its result once it has one, the way React's `use` marks a promise it
 * has waited for: a screen rendered after the container has loaded then reads it at once,
 * instead of suspending for a moment on a promise React has not met before.
 */
function markedWhenLoaded<T>(promise: Promise<T>): Promise<T> {
  void promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined,
  );
  return promise;
}
