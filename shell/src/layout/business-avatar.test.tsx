import { render, screen } from '@testing-library/react';
import { BusinessAvatar } from './business-avatar';

test('the logo is a round image named after the business', () => {
  render(<BusinessAvatar business={{ name: 'Rayhon', logo: '/uploads/logo.png' }} size={64} />);
  const logo = screen.getByTestId('business-logo');
  expect(screen.getByRole('img', { name: 'Rayhon' }).getAttribute('src')).toBe('/uploads/logo.png');
  expect([logo.style.width, logo.style.borderRadius]).toEqual(['64px', '50%']);
});

test("without a logo the initial stands in, named after the business; 'F' and hidden without a name", () => {
  const { rerender } = render(<BusinessAvatar business={{ name: ' rayhon', logo: null }} />);
  expect(screen.getByRole('img', { name: 'rayhon' }).textContent).toBe('R');
  rerender(<BusinessAvatar business={null} />);
  expect(screen.getByTestId('business-initial').textContent).toBe('F');
  expect(screen.getByTestId('business-initial').getAttribute('aria-hidden')).toBe('true');
});
