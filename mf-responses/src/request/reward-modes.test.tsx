import { screen, waitFor } from '@testing-library/react';
import { field, pick, renderDialog, selectedSegment, submitButton, type, useDialogFixture } from './dialog-fixture';
import { VOUCHER_MODE_KEY } from './request-state';

useDialogFixture();

const commission = () => screen.queryByTestId('commission')?.textContent ?? null;

test('the reward mode starts as Keshbek, is remembered and restored on the next opening', async () => {
  const first = renderDialog();
  expect(selectedSegment('Keshbek')).toBe('Keshbek');
  expect(screen.queryByLabelText('Voucher tavsifi')).not.toBeInTheDocument();
  pick('Voucher');
  expect(localStorage.getItem(VOUCHER_MODE_KEY)).toBe('true');
  first.unmount();

  const second = renderDialog();
  expect(selectedSegment('Keshbek')).toBe('Voucher');
  expect(field('Voucher tavsifi')).toBeInTheDocument();
  expect(field('Amal qilish muddati (kun)').placeholder).toBe('30');
  pick('Keshbek');
  expect(localStorage.getItem(VOUCHER_MODE_KEY)).toBe('false');
  second.unmount();
  renderDialog();
  expect(selectedSegment('Keshbek')).toBe('Keshbek');
});

test("switching the reward mode clears the other mode's fields", async () => {
  renderDialog();
  type('Coin miqdori', '5000');
  pick('Voucher');
  type("Voucher miqdori (so'm)", '20000');
  type('Voucher tavsifi', 'Bepul kofe');
  type('Amal qilish muddati (kun)', '60');
  pick('Keshbek');
  expect(field('Coin miqdori').value).toBe('');
  pick('Voucher');
  expect(field("Voucher miqdori (so'm)").value).toBe('');
  expect(field('Voucher tavsifi').value).toBe('');
  expect(field('Amal qilish muddati (kun)').value).toBe('30');
});

test('amounts take digits only, at most 7, grouped as typed (1 234 567), and must be positive', async () => {
  renderDialog();
  type('Coin miqdori', '12a34b5678');
  expect(field('Coin miqdori').value.replace(/\s/g, ' ')).toBe('1 234 567');
  type('Coin miqdori', '30 0000');
  expect(field('Coin miqdori').value.replace(/\s/g, ' ')).toBe('300 000');
  // the balance is coin, like on the dashboard (not so'm); the rate is said once here
  expect(screen.getByText("Balans: 100 000 coin (1 coin = 1 so'm)")).toBeInTheDocument();
  type('Coin miqdori', '0');
  await screen.findByText("Coin miqdori musbat son bo'lishi kerak");
  pick('Voucher');
  type("Voucher miqdori (so'm)", '00');
  await screen.findByText("Voucher miqdori musbat son bo'lishi kerak");
  type('Amal qilish muddati (kun)', '0');
  await screen.findByText("Muddat musbat son bo'lishi kerak");
  type('Amal qilish muddati (kun)', '3651');
  await screen.findByText('Muddat 3650 kundan oshmasligi kerak');
  type('Amal qilish muddati (kun)', '30');
  await waitFor(() => expect(screen.queryByText(/Muddat/)).not.toBeInTheDocument());
});

test('the commission shows under the amount only from coin 1,000 and voucher 499', async () => {
  renderDialog(10_000_000);
  type('Coin miqdori', '999');
  expect(commission()).toBeNull();
  type('Coin miqdori', '1000');
  expect(commission()).toBe("Komissiya: 200 so'm");
  type('Coin miqdori', '50000');
  expect(commission()).toBe("Komissiya: 650 so'm");
  pick('Voucher');
  type("Voucher miqdori (so'm)", '498');
  expect(commission()).toBeNull();
  type("Voucher miqdori (so'm)", '499');
  expect(commission()).toBe("Komissiya: 250 so'm");
  type("Voucher miqdori (so'm)", '20000');
  expect(commission()).toBe("Komissiya: 1 000 so'm");
});

test('an amount above the balance shows the error with a top-up link in a new tab and disables submit', async () => {
  renderDialog(5_000);
  type('Coin miqdori', '4000');
  expect(screen.queryByText("Hisobingizda yetarli mablag' mavjud emas")).not.toBeInTheDocument();
  expect(submitButton().disabled).toBe(false);
  type('Coin miqdori', '5000');
  await screen.findByText("Hisobingizda yetarli mablag' mavjud emas");
  const link = screen.getByText("Hisobni to'ldirish").closest('a')!;
  expect(link.getAttribute('href')).toBe('/business/settings?tab=1');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(submitButton().disabled).toBe(true);
  // toggling the phone mode clears the balance error
  pick("To'liq raqam");
  expect(screen.queryByText("Hisobingizda yetarli mablag' mavjud emas")).not.toBeInTheDocument();
  expect(submitButton().disabled).toBe(false);
});
