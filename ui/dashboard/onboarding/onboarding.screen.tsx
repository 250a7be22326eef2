import {
  Button,
  Caption1,
  ProgressBar,
  Radio,
  RadioGroup,
  Subtitle1,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useService } from '../../common/services';
import { OnboardingViewModel } from './onboarding.view-model';
import { Tile } from '../tile';

export const useStepStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}` },
  card: { width: '100%', maxWidth: '640px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** 'Let's personalize your CLAT prep': four questions, one per step. */
export const OnboardingScreen = observer(function OnboardingScreen({ onDone }: { onDone: () => void }) {
  const styles = useStepStyles();
  const vm = useService<OnboardingViewModel>(OnboardingViewModel);
  const questionId = useId();

  return (
    <section className={styles.page}>
      <Tile className={styles.card}>
        <Title2 as="h1">Let's personalize your CLAT prep</Title2>
        <Caption1>{vm.stepLabel}</Caption1>
        <ProgressBar value={vm.progress} aria-label={vm.stepLabel} thickness="large" />
        <Subtitle1 as="h2" id={questionId}>
          {vm.question.question}
        </Subtitle1>
        <RadioGroup aria-labelledby={questionId} value={vm.selected ?? ''} onChange={(_event, data) => vm.choose(data.value)}>
          {vm.question.options.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </RadioGroup>
        <div className={styles.actions}>
          <Button onClick={() => vm.back()} disabled={!vm.canGoBack}>
            Back
          </Button>
          <Button
            appearance="primary"
            disabled={!vm.canGoNext}
            onClick={async () => {
              if (await vm.next()) onDone();
            }}
          >
            {vm.isLast ? 'Complete' : 'Next'}
          </Button>
        </div>
      </Tile>
    </section>
  );
});
