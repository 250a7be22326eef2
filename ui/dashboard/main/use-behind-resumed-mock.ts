import { useCallback, useEffect, useState } from 'react';

/** Resuming: the mock is being taken up again; exam: it opened; shown: the dashboard has seen it open; done. */
type Stage = 'resuming' | 'exam' | 'shown' | 'done';

export interface BehindResumedMock {
  /** The cards behind the mock still wait. */
  readonly behind: boolean;
  /** The resume has settled: the mock is open on screen, or there was nothing to resume. */
  readonly resumed: (open: boolean) => void;
}

/**
 * Whether the cards behind a full mock resumed on arrival still wait. The mock covers the whole
 * page, so the cards behind it (the plan, the quiz, the review, the series, the progress charts)
 * are drawn once it has closed, or at once when there was nothing to resume: on a slow phone the
 * exam is not kept waiting by what the student cannot see. `mockOpen` is the dashboard's own
 * record of the mock on screen, which reaches it a render after the mock's.
 */
export function useBehindResumedMock(resumeMock: boolean, mockOpen: boolean): BehindResumedMock {
  const [stage, setStage] = useState<Stage>(resumeMock ? 'resuming' : 'done');
  useEffect(() => {
    if (stage === 'exam' && mockOpen) setStage('shown');
    else if (stage === 'shown' && !mockOpen) setStage('done');
  }, [stage, mockOpen]);
  // A resume that ends with the mock closed frees the cards whatever was heard before it.
  const resumed = useCallback((open: boolean) => setStage((current) => (!open ? 'done' : current === 'resuming' ? 'exam' : current)), []);
  return { behind: stage !== 'done', resumed };
}
