import { useEffect } from 'react';
import { useLogger } from '../common/logger-context';
import { useNavigation } from '../common/navigation';
import { logNotFound } from './log-not-found';
import NotFoundView from './not-found.view';

/** The app's catch-all route: the 404 page, and the bad path logged. */
export default function NotFoundPage() {
  const { path } = useNavigation();
  const logger = useLogger();
  useEffect(() => logNotFound(logger, path), [logger, path]);
  return <NotFoundView />;
}
