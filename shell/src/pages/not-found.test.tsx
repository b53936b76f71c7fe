import { screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import { ConsoleNotFound, PublicNotFound } from './not-found';

test('the console 404 leads back to the dashboard', () => {
  renderAt(<ConsoleNotFound />, '/business/nowhere');
  expect(screen.getByText('Sahifa topilmadi')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Boshqaruv paneliga qaytish' }).getAttribute('href')).toBe(
    '/business/dashboard',
  );
});

test('the public 404 names the tab and leads home', () => {
  renderAt(<PublicNotFound />, '/nowhere');
  expect(screen.getByRole('link', { name: 'Bosh sahifaga' }).getAttribute('href')).toBe('/');
  expect(document.title).toBe('Page Not Found — Fikr');
});
