import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';

/** What the screens need from the composition root: something that hands out services by token. */
export interface ServiceResolver {
  get<T>(token: symbol | (abstract new (...args: never[]) => T)): T;
}

type Token<T> = symbol | (abstract new (...args: never[]) => T);

/**
 * The container arrives as a promise: the composition root (inversify, the adapters, the rules)
 * is its own chunk, requested only once a screen asks for a service, after the first paint,
 * so marketing pages never wait for it. `load` returns the same promise every time.
 */
export type LoadServices = () => Promise<ServiceResolver>;

const ServicesContext = createContext<LoadServices | null>(null);

export function ServicesProvider({ load, children }: { load: LoadServices; children: ReactNode }) {
  return <ServicesContext.Provider value={load}>{children}</ServicesContext.Provider>;
}

/** The loader itself, for a piece that asks for the container only when the student acts. */
export function useServicesLoader(): LoadServices {
  const load = useContext(ServicesContext);
  if (!load) throw new Error('ServicesProvider is missing above this component');
  return load;
}

function useServicesPromise(): Promise<ServiceResolver> {
  return useServicesLoader()();
}

/** A service resolved once for the component's lifetime; suspends until the container has loaded. */
export function useService<T>(token: Token<T>): T {
  const resolver = use(useServicesPromise());
  const [service] = useState(() => resolver.get<T>(token));
  return service;
}

/** The container once it has loaded, or null before: for pieces that render without it. */
export function useLoadedServices(): ServiceResolver | null {
  const load = useServicesLoader();
  const [resolver, setResolver] = useState<ServiceResolver | null>(null);
  useEffect(() => {
    let current = true;
    // Requested from an effect, so after the page has painted.
    void load().then((loaded) => {
      if (current) setResolver(loaded);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return resolver;
}
