import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { useService } from '../../common/services';
import { useLeaveHold } from '../../shell/guarded-history';
import { EXIT_FEEDBACK } from './exit-feedback.token';
import type { ExitFeedbackViewModel } from './exit-feedback.view-model';

// The question's form loads when it is asked; watching for the student leaving starts at once.
const ExitFeedbackDialog = lazy(() => import('./exit-feedback.dialog').then((module) => ({ default: module.ExitFeedbackDialog })));

/**
 * 'Before you go...' for non-premium students, on every dashboard view: asked when they navigate
 * away inside the app, move the pointer out through the top of the window (towards the tabs),
 * or leave the page itself (reload, close, another address). For that last one a browser shows
 * only its own confirmation; the question is waiting for a student who chooses to stay.
 */
export const ExitIntent = observer(function ExitIntent({ stillAsking }: { stillAsking: () => boolean }) {
  const vm = useService<ExitFeedbackViewModel>(EXIT_FEEDBACK);
  // Read when the student leaves: a sign-out a moment ago has already ended the asking.
  const leaving = useLeaveHold((fromPath, toPath) => fromPath !== toPath && stillAsking() && vm.ask());

  useEffect(() => {
    const onLeave = (event: MouseEvent) => {
      if (event.clientY <= 0 && event.relatedTarget === null && stillAsking()) vm.ask();
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!stillAsking() || !vm.ask()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set as well.
      event.returnValue = true;
    };
    document.documentElement.addEventListener('mouseleave', onLeave);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.documentElement.removeEventListener('mouseleave', onLeave);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [vm, stillAsking]);

  // Whatever the answer, a blocked navigation goes ahead once the dialog closes.
  useEffect(() => {
    if (!vm.open && leaving.holding) leaving.proceed();
  }, [vm.open, leaving]);

  return vm.open ? (
    <Suspense fallback={null}>
      <ExitFeedbackDialog vm={vm} />
    </Suspense>
  ) : null;
});
