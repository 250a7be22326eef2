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

/** A question a student answers and then reads explained: the list's rhythm, its card, the quoted cue or passage, right and wrong marks. */
export const useQuestionCardStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  question: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalS },
  quote: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    lineHeight: tokens.lineHeightBase300,
  },
  right: { color: tokens.colorPaletteGreenForeground1 },
  wrong: { color: tokens.colorPaletteRedForeground1 },
});
