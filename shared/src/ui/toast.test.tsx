/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/instance';
import { AppProviders } from './app-providers';
import { toast } from './toast';

initI18n();

function renderApp() {
  return render(
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <main>page</main>
      </AppProviders>
    </I18nextProvider>,
  );
}

const toastTitles = () => [...document.querySelectorAll('.ant-notification-notice-title')].map((n) => n.textContent);

describe('toast', () => {
  it('shows bottom-right; a success of the same topic replaces the error; repeats do not stack', async () => {
    renderApp();
    act(() => toast.error('Voucher ishlatilmadi', { topic: 'redeem' }));
    await screen.findByText('Voucher ishlatilmadi');
    expect(document.querySelector('.ant-notification-bottomRight')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain('Voucher ishlatilmadi');

    act(() => toast.success('Voucher ishlatildi', { topic: 'redeem' }));
    await screen.findByText('Voucher ishlatildi');
    await waitFor(() => expect(toastTitles()).toEqual(['Voucher ishlatildi']));

    act(() => {
      toast.success('Havola nusxalandi');
      toast.success('Havola nusxalandi');
      toast.success('Havola nusxalandi');
    });
    await waitFor(() => expect(toastTitles().filter((t) => t === 'Havola nusxalandi')).toHaveLength(1));
  });
});
