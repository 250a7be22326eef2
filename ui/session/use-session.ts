import { useEffect, useState } from 'react';
import { useLoadedServices, useService } from '../common/services';
import { SessionViewModel } from './session.view-model';

/** The session, without waiting: null until the composition root has loaded (the header's case). */
export function useSessionIfLoaded(): SessionViewModel | null {
  const services = useLoadedServices();
  const [session, setSession] = useState<SessionViewModel | null>(null);
  useEffect(() => {
    if (!services) return;
    const loaded = services.get<SessionViewModel>(SessionViewModel);
    loaded.start();
    setSession(loaded);
  }, [services]);
  return session;
}

/** The session for screens that need it; suspends until the composition root has loaded. */
export function useSession(): SessionViewModel {
  const session = useService<SessionViewModel>(SessionViewModel);
  useEffect(() => session.start(), [session]);
  return session;
}
