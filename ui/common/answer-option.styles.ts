import { makeStyles, radioClassNames, tokens } from '@fluentui/react-components';

/**
 * An option of a question a student has answered and is now reading: the radio is locked, but its
 * text is still read beside the explanation, so it keeps a readable colour (Fluent's disabled grey
 * is about 1.9:1 on white, below WCAG AA's 4.5:1).
 */
export const useAnswerOptionStyles = makeStyles({
  label: { overflowWrap: 'anywhere' },
  /** On the RadioGroup: outranks Fluent's `.fui-Radio__input:disabled ~ .fui-Radio__label` grey. */
  locked: { [`& .${radioClassNames.input}:disabled ~ .${radioClassNames.label}`]: { color: tokens.colorNeutralForeground2 } },
});
