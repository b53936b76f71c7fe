import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

/** How much of each of the five stars is filled: 1, 0.5 or 0. */
function fills(): number[] {
  return Array.from(screen.getByRole('img', { name: 'Reyting' }).children).map((star) => {
    const fill = star.children[1] as HTMLElement | undefined;
    return fill ? parseFloat(fill.style.width) / 100 : 0;
  });
}

test('one image named by its label, five stars filled to the value rounded to a half', () => {
  const { rerender } = render(<StarRating value={4.3} label="Reyting" />);
  expect(fills()).toEqual([1, 1, 1, 1, 0.5]);
  rerender(<StarRating value={4.2} label="Reyting" />);
  expect(fills()).toEqual([1, 1, 1, 1, 0]);
  rerender(<StarRating value={0} label="Reyting" />);
  expect(fills()).toEqual([0, 0, 0, 0, 0]);
  rerender(<StarRating value={7} label="Reyting" />);
  expect(fills()).toEqual([1, 1, 1, 1, 1]);
});
