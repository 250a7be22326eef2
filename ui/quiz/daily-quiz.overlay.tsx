import { observer } from 'mobx-react-lite';
import { FullScreenOverlay } from '../common/full-screen-overlay';
import { DailyQuizPanel } from './daily-quiz.panel';
import { QUIZ_TITLE, type DailyQuizViewModel } from './daily-quiz.view-model';

/** The quiz in a full-screen overlay with a close button; Escape closes it too. */
export const DailyQuizOverlay = observer(function DailyQuizOverlay({ vm, onClose }: { vm: DailyQuizViewModel; onClose: () => void }) {
  return (
    <FullScreenOverlay title={QUIZ_TITLE} width="narrow" onClose={onClose}>
      <DailyQuizPanel vm={vm} />
    </FullScreenOverlay>
  );
});
