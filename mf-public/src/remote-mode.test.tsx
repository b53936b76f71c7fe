import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '@fikr/shared';
import CompletedPage from './completed-page';
import './test/render';

describe('exposed modules inside the shell', () => {
  it("use the shell's i18n instance: texts come from it and the switch calls the shared setLanguage", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/form-completed?artu=true']}>
          <Routes>
            <Route path="/form-completed" element={<CompletedPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: "To'ldirilgan" })).toBeVisible();
    expect(document.querySelector('[data-remote="mf-public"]')).toBeInTheDocument();
    expect((window.__fikrReact ?? {})['mf-public']).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: /Русский/ }));
    expect(i18n.language).toBe('ru');
    expect(i18n.t('public:completed.doneTitle')).toBe('Заполнено');
    expect(i18n.t('common:errors.generic')).toBe('Произошла ошибка');
    expect(await screen.findByRole('heading', { name: 'Заполнено' })).toBeVisible();
    expect(localStorage.getItem('lang')).toBe('ru');
  });
});

describe('one exposed module kept mounted across shell routes', () => {
  it('follows the location: after /form/{code} sends, /form-completed shows the thanks page', async () => {
    const { default: FormModule } = await import('./public-form-page');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/form-completed']}>
          <Routes>
            {/* what a shell that reuses one remote element for both routes ends up rendering */}
            <Route path="/form-completed" element={<FormModule />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('uz'));
    expect(await screen.findByRole('heading', { name: 'Rahmat!' })).toBeVisible();
  });
});
