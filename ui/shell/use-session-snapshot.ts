import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SessionHint } from '../../core/ports/session-hint.port';
import { useServicesLoader } from '../common/services';
import { UNKNOWN_SESSION, type SessionSnapshot } from './session-snapshot';

const SessionHintContext = createContext<SessionHint | null>(null);

/**
 * A public page hydrated on its own reads the device's session hint. A device with no session
 * to check gets Login at once, without the session's code (the composition root). A device that
 * was signed in has its session checked for real, since it may have expired since: the header
 * shows no auth buttons until then (spec §2), and its dashboard needs that code next anyway.
 */
export function SessionHintProvider({ hint, children }: { hint: SessionHint; children: ReactNode }) {
  return createElement(SessionHintContext.Provider, { value: hint }, children);
}

const SIGNED_OUT: SessionSnapshot = { known: true, signedIn: false, signOut: async () => true };

/** The session as a snapshot: unknown on the first render (prerendered or not), then the hint or the live session. */
export function useSessionSnapshot(): SessionSnapshot {
  const load = useServicesLoader();
  const hint = useContext(SessionHintContext);
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(UNKNOWN_SESSION);
  useEffect(() => {
    let current = true;
    let dispose: (() => void) | undefined;
    const report = (next: SessionSnapshot) => {
      if (current) setSnapshot(next);
    };
    if (hint && !hint.signedIn()) {
      report(SIGNED_OUT);
    } else {
      void Promise.all([load(), import('./session-watch')]).then(([services, { watchSession }]) => {
        if (current) dispose = watchSession(services, report);
      });
    }
    return () => {
      current = false;
      dispose?.();
    };
  }, [load, hint]);
  return snapshot;
}
