import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { scoreDiagnostic } from '../../../core/diagnostic/scoring.rules';
import { ResultsScreen } from '../../../ui/dashboard/diagnostic/results.screen';

/** The diagnostic answered with every key but `wrong` of them. */
function resultWith(wrong: number) {
  const answers = Object.fromEntries(DIAGNOSTIC_QUESTIONS.map((question, index) => [question.id, index < wrong ? (question.correctIndex + 1) % 4 : question.correctIndex]));
  return scoreDiagnostic(DIAGNOSTIC_QUESTIONS, answers);
}

const renderResults = (wrong: number) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <ResultsScreen result={resultWith(wrong)} onContinue={() => undefined} />
    </FluentProvider>,
  );

describe('ResultsScreen', () => {
  it('says in one line what the rank is based on, beside the specification\'s "out of 100,000 candidates"', () => {
    renderResults(3);
    expect(screen.getByText('out of 100,000 candidates')).toBeInTheDocument();
    expect(screen.getByText(/^A first pointer from 13 answers by a fixed formula over 1,00,000 candidates; a full mock's rank reads your marks against CLAT 2024 and 2025 results \(about 75,000 candidates\)\.$/)).toBeInTheDocument();
  });

  it('explains "Any NLU (with improvement)" after 12 of 13, and adds nothing when the result agrees with the score', () => {
    const strong = renderResults(1);
    expect(screen.getByText('Any NLU (with improvement)')).toBeInTheDocument();
    expect(screen.getByText(/^Why "with improvement" at 92%\?/)).toBeInTheDocument();
    strong.unmount();
    renderResults(6);
    expect(screen.queryByText(/^Why "with improvement"/)).toBeNull();
  });
});
