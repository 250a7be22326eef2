import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { FullScreenOverlay } from '../common/full-screen-overlay';
import { MockExamPanel } from '../mock/mock-exam.panel';
import type { SeriesExamViewModel } from './series-exam.view-model';
import { SeriesResultPanel } from './series-result.panel';
import { SERIES_TITLE } from './series-title';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** A paper full screen: the full mock's exam screen, then the result. Closing keeps the attempt; its time runs on. */
export const SeriesOverlay = observer(function SeriesOverlay({ vm, onClose }: { vm: SeriesExamViewModel; onClose: () => void }) {
  const styles = useStyles();
  return (
    <FullScreenOverlay title={SERIES_TITLE} width="wide" onClose={onClose}>
      {vm.phase === 'loading' ? <Spinner label="Loading the paper..." /> : null}
      {vm.phase === 'failed' ? (
        <div className={styles.column}>
          <MessageBar intent="error">
            <MessageBarBody>{vm.error}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" onClick={() => void vm.retry()}>
            Try again
          </Button>
        </div>
      ) : null}
      {vm.phase === 'exam' || vm.phase === 'submitting' ? <MockExamPanel sheet={vm.sheet} vm={vm} /> : null}
      {vm.phase === 'result' ? <SeriesResultPanel vm={vm} /> : null}
    </FullScreenOverlay>
  );
});
