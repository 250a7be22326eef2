import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SessionHint } from '../../core/ports/session-hint.port';
import { useServicesLoader, type ServiceResolver } from '../common/services';
import { UNKNOWN_SESSION, type SessionSnapshot } from './session-snapshot';

const SessionHintContext = createContext<SessionHint | null>(null);

/**
 * A public page hydrated on its own shows the header from the device's session hint and loads
 * the session's code (the composition root) only when the student signs out.
 */
export function SessionHintProvider({ hint, children }: { hint: SessionHint; children: ReactNode }) {
  return createElement(SessionHintContext.Provider, { value: hint }, children);
}

/** Follows the live session until `dispose`; resolves with its first known snapshot. */
async function watch(services: ServiceResolver, report: (snapshot: SessionSnapshot) => void): Promise<{ dispose: () => void; known: SessionSnapshot }> {
  const { watchSession } = await import('./session-watch');
  let settle: (snapshot: SessionSnapshot) => void = () => undefined;
  const known = new Promise<SessionSnapshot>((done) => (settle = done));
  const dispose = watchSession(services, (snapshot) => {
    report(snapshot);
    if (snapshot.known) settle(snapshot);
  });
  return { dispose, known: await known };
}

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
    const follow = async () => {
      const watched = await watch(await load(), report);
      if (current) dispose = watched.dispose;
      else watched.dispose();
      return watched.known;
    };
    if (hint) {
      report({ known: true, signedIn: hint.signedIn(), signOut: async () => (await follow()).signOut() });
    } else {
      void follow();
    }
    return () => {
      current = false;
      dispose?.();
    };
  }, [load, hint]);
  return snapshot;
}
