import { useEffect, useState } from 'react';
import { useLoadedServices } from '../common/services';
import { UNKNOWN_SESSION, type SessionSnapshot } from './session-snapshot';

/** The session as a snapshot: unknown on the first render (prerendered or not), then followed live. */
export function useSessionSnapshot(): SessionSnapshot {
  const services = useLoadedServices();
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(UNKNOWN_SESSION);
  useEffect(() => {
    if (!services) return;
    let current = true;
    let dispose: (() => void) | undefined;
    void import('./session-watch').then(({ watchSession }) => {
      if (current) dispose = watchSession(services, setSnapshot);
    });
    return () => {
      current = false;
      dispose?.();
    };
  }, [services]);
  return snapshot;
}
