import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface PageModule {
  readonly default: ComponentType;
}

export interface PreloadableLazy extends LazyExoticComponent<ComponentType> {
  /** Loads the component's chunk; once it has loaded, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy whose chunk can be loaded ahead of rendering. React.lazy learns of a module through
 * a promise, so it suspends once even for a module already loaded: a prerendered page hydrated
 * then would be taken over in two steps, and a tap replayed in between would be lost. Once the
 * chunk has loaded, React is handed the module through a thenable that answers at once.
 */
export function preloadableLazy(load: () => Promise<PageModule>): PreloadableLazy {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = module)));
  const answeredAtOnce = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  const component = lazy(() => (loaded ? answeredAtOnce(loaded) : loadOnce()));
  return Object.assign(component, { preload: () => loadOnce().then(() => undefined) });
}
