import { render, screen } from '@testing-library/react';
import { Panel } from './panel';

test('a titled panel is a region named by its title, with the extra beside it and the body below', () => {
  render(
    <Panel title="So'nggi formalar" extra={<a href="/business/forms">Barchasi</a>} data-testid="recent">
      <p>Forma 1</p>
    </Panel>,
  );
  const region = screen.getByRole('region', { name: "So'nggi formalar" });
  expect(region.getAttribute('data-testid')).toBe('recent');
  expect(region.textContent).toBe("So'nggi formalarBarchasiForma 1");
});

test('without a title there is no header and no region name', () => {
  render(<Panel data-testid="plain">body</Panel>);
  const panel = screen.getByTestId('plain');
  expect(panel.getAttribute('aria-labelledby')).toBeNull();
  expect(panel.children).toHaveLength(1);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
