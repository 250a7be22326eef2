import {
  Body1,
  Button,
  Card,
  Combobox,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AnswerOptions, AnswerVerdict } from '../../common/answer-options';
import { observer } from 'mobx-react-lite';
import { OPTION_LETTERS, SECTIONS, type Section } from '../../../core/practice/practice.model';
import { ReportQuestionButton } from '../../common/report-question.button';
import type { QuestionMakerViewModel } from './question-maker.view-model';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: '1fr',
    '@media (min-width: 720px)': { gridTemplateColumns: 'repeat(3, 1fr)', alignItems: 'end' },
  },
  passage: { lineHeight: tokens.lineHeightBase400, padding: tokens.spacingHorizontalL },
  question: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** A passage's paragraphs, as written (Fluent's text would run them together into one). */
const paragraphsOf = (passage: string) =>
  passage
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const SECTION_LABELS: Record<Section, string> = {
  Legal: 'Legal Reasoning',
  Logical: 'Logical Reasoning',
  Quant: 'Quantitative Techniques',
  GK: 'General Knowledge',
  English: 'English Language',
};

/** Question Maker: choose, generate, answer, then 'Show Results'. */
export const QuestionMakerPanel = observer(function QuestionMakerPanel({ vm }: { vm: QuestionMakerViewModel }) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void vm.generateSet();
        }}
        aria-label="Choose what to practise"
      >
        <Field label="Section">
          <Dropdown
            placeholder="Choose a section"
            value={vm.section ? SECTION_LABELS[vm.section] : ''}
            selectedOptions={vm.section ? [vm.section] : []}
            onOptionSelect={(_event, data) => vm.chooseSection(data.optionValue as Section)}
          >
            {SECTIONS.map((section) => (
              <Option key={section} value={section}>
                {SECTION_LABELS[section]}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Topic" hint={vm.section === 'GK' ? 'Pick one or type any current-affairs topic' : undefined}>
          {vm.section === 'GK' ? (
            <Combobox
              freeform
              placeholder="e.g. G20 Summit"
              value={vm.topic}
              selectedOptions={vm.topics.includes(vm.topic) ? [vm.topic] : []}
              onChange={(event) => vm.setTopic(event.target.value)}
              // Typing past a picked topic clears the list's selection (no option value): the typed text stays.
              onOptionSelect={(_event, data) => (data.optionValue === undefined ? undefined : vm.setTopic(data.optionValue))}
            >
              {vm.topics.map((topic) => (
                <Option key={topic}>{topic}</Option>
              ))}
            </Combobox>
          ) : (
            <Dropdown
              placeholder={vm.section ? 'Choose a topic' : 'Choose a section first'}
              disabled={!vm.section}
              value={vm.topic}
              selectedOptions={vm.topic ? [vm.topic] : []}
              onOptionSelect={(_event, data) => vm.setTopic(data.optionValue ?? '')}
            >
              {vm.topics.map((topic) => (
                <Option key={topic}>{topic}</Option>
              ))}
            </Dropdown>
          )}
        </Field>
        {vm.section === 'Legal' ? (
          <Field label="Subtopic">
            <Dropdown
              placeholder={vm.topic ? 'Choose a subtopic' : 'Choose a topic first'}
              disabled={!vm.topic}
              value={vm.subtopic}
              selectedOptions={vm.subtopic ? [vm.subtopic] : []}
              onOptionSelect={(_event, data) => vm.setSubtopic(data.optionValue ?? '')}
            >
              {vm.subtopics.map((subtopic) => (
                <Option key={subtopic}>{subtopic}</Option>
              ))}
            </Dropdown>
          </Field>
        ) : null}
        <Button type="submit" appearance="primary" disabled={vm.generating} icon={vm.generating ? <Spinner size="tiny" /> : undefined}>
          {vm.generating ? 'Generating...' : 'Generate Questions'}
        </Button>
      </form>
      {vm.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}

      {vm.questions.length ? (
        <>
          {vm.passage ? (
            <Card className={styles.passage}>
              <Subtitle2 as="h3">Passage</Subtitle2>
              {paragraphsOf(vm.passage).map((paragraph, index) => (
                <Body1 as="p" key={index}>
                  {paragraph}
                </Body1>
              ))}
            </Card>
          ) : null}
          {vm.questions.map((question, index) => {
            const chosen = vm.answers[index];
            const correct = chosen === question.answer;
            return (
              <Card key={`${index}-${question.question}`} className={styles.question}>
                <Subtitle2 as="h3" id={`question-${index}`}>
                  Q{index + 1}. {question.question}
                </Subtitle2>
                <AnswerOptions
                  options={question.options}
                  chosen={chosen ? OPTION_LETTERS.indexOf(chosen) : null}
                  labelledBy={`question-${index}`}
                  disabled={vm.showResults}
                  locked={vm.showResults}
                  onChoose={(optionIndex) => vm.answer(index, vm.letterOf(optionIndex))}
                />
                {vm.showResults ? (
                  <div>
                    <AnswerVerdict correct={correct}>
                      {correct ? 'Correct' : chosen ? 'Incorrect' : 'Not answered'}. Correct answer: {question.answer}
                    </AnswerVerdict>
                    <Body1 block>{question.explanation}</Body1>
                  </div>
                ) : null}
                <ReportQuestionButton questionId={vm.questionId(question)} source="question_maker" questionText={question.question} questionLabel={`Q${index + 1}`} />
              </Card>
            );
          })}
          <div className={styles.actions}>
            {vm.showResults ? (
              <>
                <Subtitle1 as="p" role="status">
                  Score: {vm.score}/{vm.questions.length}
                </Subtitle1>
                <Button onClick={() => vm.startOver()}>Practise another set</Button>
              </>
            ) : (
              <Button appearance="primary" onClick={() => vm.reveal()}>
                Show Results
              </Button>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
});
