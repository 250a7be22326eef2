import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { FullScreenOverlay } from '../common/full-screen-overlay';
import { MOCK_TITLE } from './mock-title';
import type { FullMockViewModel } from './full-mock.view-model';
import { MockAnalysisPanel } from './mock-analysis.panel';
import { MockExamPanel } from './mock-exam.panel';
import { MockInstructionsPanel } from './mock-instructions.panel';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** The mock full screen: loading, the instructions, the exam, or the analysis. Closing keeps the mock; its time runs on. */
export const FullMockOverlay = observer(function FullMockOverlay({ vm, onClose }: { vm: FullMockViewModel; onClose: () => void }) {
  const styles = useStyles();
  return (
    <FullScreenOverlay title={MOCK_TITLE} width="wide" onClose={onClose}>
      {vm.phase === 'loading' ? <Spinner label="Loading your mock..." /> : null}
      {vm.phase === 'failed' ? (
        <div className={styles.column}>
          <MessageBar intent="error">
            <MessageBarBody>{vm.error}</MessageBarBody>
          </MessageBar>
          {vm.blockedMessage ? (
            <Button appearance="primary" onClick={() => vm.upgrade()}>
              Upgrade to Premium
            </Button>
          ) : (
            <Button appearance="primary" onClick={() => void vm.open()}>
              Try again
            </Button>
          )}
        </div>
      ) : null}
      {vm.phase === 'instructions' ? <MockInstructionsPanel vm={vm} /> : null}
      {vm.phase === 'exam' || vm.phase === 'submitting' ? <MockExamPanel sheet={vm.sheet} vm={vm} /> : null}
      {vm.phase === 'analysis' ? <MockAnalysisPanel vm={vm} /> : null}
    </FullScreenOverlay>
  );
});
