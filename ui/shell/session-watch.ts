import { autorun } from 'mobx';
import type { ServiceResolver } from '../common/services';
import { SessionViewModel } from '../session/session.view-model';
import type { SessionSnapshot } from './session-snapshot';

/**
 * Starts the visit's session and reports every change as a plain snapshot; returns the disposer.
 * Loaded with the composition root, so the public pages' first load carries no MobX.
 */
export function watchSession(services: ServiceResolver, report: (snapshot: SessionSnapshot) => void): () => void {
  const session = services.get<SessionViewModel>(SessionViewModel);
  session.start();
  const signOut = () => session.signOut();
  return autorun(() => report({ known: session.state !== 'loading', signedIn: session.signedIn, signOut }));
}
