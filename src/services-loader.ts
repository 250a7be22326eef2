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
    (services ??= Promise.all([import('./config'), import('./composition')]).then(([{ ConfigError, loadConfig }, { compose }]) => {
      try {
        return compose(loadConfig(env), notifier);
      } catch (error) {
        if (error instanceof ConfigError) onConfigError(error.message);
        throw error;
      }
    }));
}
