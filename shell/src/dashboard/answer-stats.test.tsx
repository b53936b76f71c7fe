import { screen, within } from '@testing-library/react';
import type { AnswerStats } from '@fikr/shared';
import { renderAt } from '../test/render';
import { AnswerStatsSection } from './answer-stats';

const stats: AnswerStats = {
  f1: {
    formTitle: 'Xizmat sifati',
    questions: {
      // 100 answers per question: options sit exactly on the thresholds or just below them
      q1: { questionText: 'Qaysi taom?', type: 'choice', options: { Osh: 75, 'Lag‘mon': 24, Somsa: 1 } },
      q2: { questionText: 'Qaysi ichimlik?', type: 'choice', options: { Choy: 50, Kofe: 25, Sharbat: 25 } },
      q3: { questionText: 'Xizmatni baholang', type: 'number', options: { '5': 3, '4': 1, '3': 0, '2': 0, '1': 0 } },
    },
  },
  f2: { formTitle: "Bo'sh forma", questions: {} },
};

function bars(question: string) {
  const block = screen.getByText(question).closest('[data-testid="question-stats"]') as HTMLElement;
  return within(block)
    .getAllByTestId('answer-bar')
    .map((bar) => [bar.firstElementChild?.textContent, bar.getAttribute('data-color')]);
}

test('choice bars are coloured by percentage: ≥75 success, ≥50 primary, ≥25 warning, else error', () => {
  renderAt(<AnswerStatsSection stats={stats} />);
  expect(bars('Qaysi taom?')).toEqual([
    ['Osh75 (75%)', 'success'],
    ['Lag‘mon24 (24%)', 'error'],
    ['Somsa1 (1%)', 'error'],
  ]);
  expect(bars('Qaysi ichimlik?')).toEqual([
    ['Choy50 (50%)', 'primary'],
    ['Kofe25 (25%)', 'warning'],
    ['Sharbat25 (25%)', 'warning'],
  ]);
});

test('a number question shows its answer count, the average to one decimal and a bar per star', () => {
  renderAt(<AnswerStatsSection stats={stats} />);
  expect(screen.getByText(/4 ta javob/).textContent).toBe("4 ta javob · O'rtacha: 4.8 · CSAT: 100%");
  expect(bars('Xizmatni baholang')).toEqual([
    ['10 (0%)', 'error'],
    ['20 (0%)', 'error'],
    ['30 (0%)', 'error'],
    ['41 (25%)', 'warning'],
    ['53 (75%)', 'success'],
  ]);
});

test('forms without choice or number questions are left out', () => {
  renderAt(<AnswerStatsSection stats={stats} />);
  expect(screen.getAllByTestId('form-answer-stats')).toHaveLength(1);
  expect(screen.queryByText("Bo'sh forma")).not.toBeInTheDocument();
});
