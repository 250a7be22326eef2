import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { PlanKey } from '../../../core/payment/payment.model';
import { PlanCards } from '../../pricing/plan-cards';
import type { MainDashboardViewModel } from './main-dashboard.view-model';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 24px)', maxHeight: 'calc(100dvh - 24px)', overflowY: 'auto' },
});

/**
 * The upgrade offer, 2 s after a non-premium student arrives, titled as the specification's
 * payment dialog ('Try Out Our Features'). It cannot be dismissed while the student is not
 * premium; choosing the free trial is an explicit answer instead (README, Trade-offs).
 */
export const UpgradeDialog = observer(function UpgradeDialog({ vm, onBuy }: { vm: MainDashboardViewModel; onBuy: (plan: PlanKey) => void }) {
  const styles = useStyles();
  return (
    <Dialog open={vm.upgradeOpen} modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : vm.closeUpgrade())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Try Out Our Features</DialogTitle>
          <DialogContent>
            <Body1 block>35 uses of every AI tool, a daily study plan and full mock analysis. Pay by UPI; an admin approves within minutes.</Body1>
            <PlanCards onChoose={onBuy} chooseLabel="Choose plan" headingLevel="h3" />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => void vm.continueFree()}>
              Continue with free trial
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
