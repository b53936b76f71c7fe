import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

test('a progressbar with its value, bounds, name and the percent text; the fill is as wide as the value', () => {
  render(<ProgressBar percent={33} label="Qayta xaridlar" />);
  const bar = screen.getByRole('progressbar', { name: 'Qayta xaridlar' });
  expect([
    bar.getAttribute('aria-valuenow'),
    bar.getAttribute('aria-valuemin'),
    bar.getAttribute('aria-valuemax'),
  ]).toEqual(['33', '0', '100']);
  expect(bar.textContent).toBe('33%');
  expect((bar.firstElementChild?.firstElementChild as HTMLElement).style.width).toBe('33%');
});

test('values outside 0–100 (or missing) are clamped; without info there is no text; a label element can name it', () => {
  const { rerender } = render(<ProgressBar percent={140} />);
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  rerender(<ProgressBar percent={Number.NaN} />);
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  rerender(
    <>
      <span id="osh">Osh</span>
      <ProgressBar percent={75} showInfo={false} color="rgb(1, 2, 3)" labelledBy="osh" />
    </>,
  );
  const bar = screen.getByRole('progressbar', { name: 'Osh' });
  expect(bar.textContent).toBe('');
  expect((bar.firstElementChild?.firstElementChild as HTMLElement).style.background).toBe('rgb(1, 2, 3)');
});
