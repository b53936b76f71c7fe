import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

test('a busy placeholder: a title bar and the given number of lines, the avatar only when asked', () => {
  const { rerender } = render(<Skeleton rows={2} />);
  const busy = screen.getByTestId('skeleton');
  expect(busy.getAttribute('aria-busy')).toBe('true');
  expect(busy.querySelectorAll('.fikr-skeleton-block')).toHaveLength(3);
  rerender(<Skeleton avatar rows={1} />);
  expect(screen.getByTestId('skeleton').querySelectorAll('.fikr-skeleton-block')).toHaveLength(3);
  expect((screen.getByTestId('skeleton').querySelector('.fikr-skeleton-block') as HTMLElement).style.borderRadius).toBe(
    '50%',
  );
});
