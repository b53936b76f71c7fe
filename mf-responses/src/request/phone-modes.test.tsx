import { fireEvent, screen, waitFor } from '@testing-library/react';
import { field, pick, renderDialog, selectedSegment, suggestions, type, useDialogFixture } from './dialog-fixture';

useDialogFixture();

const PHONE = 'Mijoz telefon raqami';

test('the phone field gets the focus 300 ms after opening, not before', async () => {
  renderDialog();
  expect(document.activeElement).not.toBe(field(PHONE));
  await waitFor(() => expect(document.activeElement).toBe(field(PHONE)), { timeout: 1000 });
  // the dialog renders only through the portal; its box carries the remote's marker
  expect(field(PHONE).closest('[data-remote="mf-responses"]')).toBeInTheDocument();
  expect(document.querySelector('body > div > [data-remote]')).not.toBeInTheDocument();
});

test('a field the owner is already in keeps the focus when the 300 ms are up', async () => {
  renderDialog();
  const forms = screen.getByRole('combobox', { name: 'Forma' });
  forms.focus();
  fireEvent.mouseDown(forms);
  expect(await screen.findByTitle('Xizmat sifati')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(document.activeElement).toBe(forms);
  expect(screen.getByTitle('Xizmat sifati')).toBeVisible();
});

test('last-4 mode is the default: digits only, at most 4, with the 2-digit hint', async () => {
  renderDialog();
  expect(selectedSegment('Oxirgi 4 raqam')).toBe('Oxirgi 4 raqam');
  expect(field(PHONE).type).toBe('tel');
  expect(screen.getByText('Kamida 2 ta raqam kiriting')).toBeInTheDocument();
  type(PHONE, 'a1b');
  expect(field(PHONE).value).toBe('1');
  expect(screen.getByText('Kamida 2 ta raqam kiriting')).toBeInTheDocument();
  type(PHONE, '123456');
  expect(field(PHONE).value).toBe('1234');
});

test('from 2 digits it suggests at most 5 clients whose phone contains them', async () => {
  renderDialog();
  type(PHONE, '11');
  await waitFor(() => expect(suggestions()).toHaveLength(5));
  const items = suggestions();
  expect(items[0].textContent).toBe('Aziz · +998 90 111-22-33');
  expect(items[2].textContent).toBe('+998 93 111-00-00');
  expect(screen.queryByText(/Murod/)).not.toBeInTheDocument();
  type(PHONE, '4321');
  await waitFor(() => expect(suggestions().map((b) => b.textContent)).toEqual(['Murod · +998 33 765-43-21']));
});

test('no matching client shows the no-match hint', async () => {
  renderDialog();
  await screen.findByText('Kamida 2 ta raqam kiriting');
  type(PHONE, '5555');
  await waitFor(() => expect(screen.getByText('Hech qanday mijoz topilmadi')).toBeVisible());
});

test('picking a suggestion switches to full mode with that phone', async () => {
  renderDialog();
  type(PHONE, '7788');
  await waitFor(() => expect(suggestions()).toHaveLength(1));
  fireEvent.click(suggestions()[0]);
  expect(selectedSegment("To'liq raqam")).toBe("To'liq raqam");
  expect(field(PHONE).value).toBe('+998 94 111-77-88');
  expect(suggestions()).toEqual([]);
});

test('full mode formats +998 XX XXX-XX-XX and flags an incomplete number on leaving the field', async () => {
  renderDialog();
  pick("To'liq raqam");
  expect(field(PHONE).maxLength).toBe(17);
  type(PHONE, '901234567');
  expect(field(PHONE).value).toBe('+998 90 123-45-67');
  type(PHONE, '90123');
  fireEvent.blur(field(PHONE));
  await screen.findByText("Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)");
  type(PHONE, '+998 90 123 45 67');
  await waitFor(() =>
    expect(screen.queryByText("Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)")).not.toBeInTheDocument(),
  );
});

test('toggling the phone mode clears the phone, the error and the suggestions', async () => {
  renderDialog();
  type(PHONE, '11');
  await waitFor(() => expect(suggestions()).toHaveLength(5));
  pick("To'liq raqam");
  expect(field(PHONE).value).toBe('');
  expect(suggestions()).toEqual([]);
  type(PHONE, '9012');
  fireEvent.blur(field(PHONE));
  await screen.findByText("Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)");
  pick('Oxirgi 4 raqam');
  expect(field(PHONE).value).toBe('');
  expect(screen.queryByText("Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)")).not.toBeInTheDocument();
  expect(screen.getByText('Kamida 2 ta raqam kiriting')).toBeVisible();
});
