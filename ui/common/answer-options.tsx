import { Radio, RadioGroup, Text, mergeClasses } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { OPTION_LETTERS } from '../../core/practice/practice.model';
import { useAnswerOptionStyles, useQuestionCardStyles } from './answer-option.styles';

interface AnswerOptionsProps {
  readonly options: readonly string[];
  /** The index of the option chosen, or null before any. */
  readonly chosen: number | null;
  /** The id of the question's text, which names the group. */
  readonly labelledBy: string;
  /** No choice can be made or changed (answered, or being sent). */
  readonly disabled: boolean;
  /** Answered and now read beside its explanation: the options' text keeps a readable colour. */
  readonly locked?: boolean;
  readonly onChoose: (index: number) => void;
}

/** A question's options as radios lettered A to D, the text wrapping on a narrow phone. */
export function AnswerOptions({ options, chosen, labelledBy, disabled, locked = false, onChoose }: AnswerOptionsProps) {
  const styles = useAnswerOptionStyles();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={chosen === null ? '' : OPTION_LETTERS[chosen]}
      disabled={disabled}
      className={mergeClasses(locked && styles.locked)}
      onChange={(_event, data) => onChoose(OPTION_LETTERS.indexOf(data.value as (typeof OPTION_LETTERS)[number]))}
    >
      {options.map((option, index) => (
        <Radio key={index} value={OPTION_LETTERS[index]} label={{ children: `${OPTION_LETTERS[index]}. ${option}`, className: styles.label }} />
      ))}
    </RadioGroup>
  );
}

/** The verdict on an answer: a tick in green or a cross in red, then what the panel says of it. */
export function AnswerVerdict({ correct, announce = false, children }: { readonly correct: boolean; readonly announce?: boolean; readonly children: ReactNode }) {
  const card = useQuestionCardStyles();
  return (
    <Text weight="semibold" className={correct ? card.right : card.wrong} role={announce ? 'status' : undefined}>
      {correct ? <CheckmarkCircleFilled aria-hidden /> : <DismissCircleFilled aria-hidden />} {children}
    </Text>
  );
}
