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

/** The toasts' texts: an error is an alert, any other toast a status. */
const toastTitles = () =>
  [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')].map((toast) => toast.textContent);

/** The fixed layer a toast is drawn in: its styles say where on the screen the toast shows. */
function layerOf(toast: HTMLElement): HTMLElement {
  for (let layer: HTMLElement | null = toast; layer; layer = layer.parentElement) {
    if (getComputedStyle(layer).position === 'fixed') return layer;
  }
  throw new Error('the toast is not fixed on the screen');
}

describe('toast', () => {
  it('shows bottom-right; a success of the same topic replaces the error; repeats do not stack', async () => {
    renderApp();
    act(() => toast.error('Voucher ishlatilmadi', { topic: 'redeem' }));
    await screen.findByText('Voucher ishlatilmadi');
    const shown = screen.getByRole('alert');
    expect(shown.textContent).toContain('Voucher ishlatilmadi');
    // bottom-right: held to the right edge and the bottom, not to the top or the left
    expect(layerOf(shown)).toHaveStyle({ right: '0px', left: 'auto', top: 'auto' });
    expect(layerOf(shown)).not.toHaveStyle({ bottom: 'auto' });

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
