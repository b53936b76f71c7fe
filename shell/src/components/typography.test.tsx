import { render, screen } from '@testing-library/react';
import { StatValue } from './stat-value';
import { Heading, Text } from './typography';

test('Heading renders the semantic level; ellipsis keeps the full text in the title', () => {
  render(
    <Heading level={4} ellipsis data-testid="page-title">
      Formani tahrirlash
    </Heading>,
  );
  const heading = screen.getByRole('heading', { level: 4, name: 'Formani tahrirlash' });
  expect(heading.getAttribute('data-testid')).toBe('page-title');
  expect(heading.getAttribute('title')).toBe('Formani tahrirlash');
  expect(heading.style.whiteSpace).toBe('nowrap');
});

test('secondary text is muted, strong text is <strong>, and a statistic is a term with its value grouped by thousands', () => {
  render(
    <>
      <Text secondary>3 ta baho</Text>
      <Text strong>4.5 / 5</Text>
      <StatValue title="Mijozlar" value={12345} />
    </>,
  );
  expect(screen.getByText('3 ta baho').style.color).not.toBe('');
  expect(screen.getByText('4.5 / 5').tagName).toBe('STRONG');
  expect(screen.getByText('Mijozlar').tagName).toBe('DT');
  expect(screen.getByText('12 345').tagName).toBe('DD');
});
