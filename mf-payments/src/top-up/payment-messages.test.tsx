/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { api } from '@fikr/shared';
import '../i18n';
import { TopUpForm } from './top-up-form';
import { renderAt, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);

/** The button labelled `name` (text queries: role queries are slow on antd's DOM). */
const buttonNamed = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;
const fx = useApiServer();

const CREATE = 'POST /api/payment/uzcard/createTransaction';
const CONFIRM = 'POST /api/payment/uzcard/confirmTransaction';

/** Spec section 8, word for word. */
const PROVIDER_MESSAGES: Array<[number, string]> = [
  [-2, 'Sessiya topilmadi yoki muddati tugagan'],
  [-116, "Kartada mablag' yetarli emas"],
  [-112, "Karta amal qilish muddati noto'g'ri"],
  [-113, "Karta raqami noto'g'ri"],
  [-114, 'Karta bloklangan yoki yaroqsiz'],
  [-115, 'Tranzaksiya limiti yetarli emas'],
  [-100, "Texnik xatolik. Iltimos, to'lov provayderi bilan bog'laning"],
  [-101, "Vaqtinchalik nosozlik. Iltimos, keyinroq qayta urinib ko'ring"],
  [-205, "SMS kod noto'g'ri"],
  [-206, 'SMS kodning amal qilish vaqti tugagan'],
];
const UNKNOWN = "Noma'lum xatolik yuz berdi. Iltimos, keyinroq qayta urinib ko'ring yoki bank bilan bog'laning.";

function renderFilled() {
  renderAt(<TopUpForm />);
  fireEvent.change(screen.getByLabelText("To'lov miqdori (so'm)"), { target: { value: '20000' } });
  fireEvent.change(screen.getByLabelText('Karta raqami'), { target: { value: '8600000000000116' } });
  fireEvent.change(screen.getByLabelText('Amal qilish muddati'), { target: { value: '1230' } });
}

async function requestCodeShows(text: string) {
  fireEvent.click(buttonNamed('SMS kod olish'));
  const message = await screen.findByText(text);
  expect(screen.getByRole('alert')).toContainElement(message);
}

describe('create transaction failures', () => {
  it('maps every processor code to its Uzbek message and keeps the form editable', async () => {
    renderFilled();
    for (const [code, text] of [...PROVIDER_MESSAGES, [-999, UNKNOWN] as [number, string]]) {
      // the server's own message is ignored when a code came with it
      fx.server.route(CREATE, { status: 400, body: { success: false, message: 'server text', code } });
      await requestCodeShows(text);
    }
    expect(screen.getByLabelText('Karta raqami')).toHaveProperty('value', '8600 0000 0000 0116');
    expect(screen.getByLabelText('Karta raqami')).toHaveProperty('disabled', false);
    expect(screen.queryByLabelText('SMS kod')).not.toBeInTheDocument();
  });

  it('shows the generic message for an empty code', async () => {
    fx.server.route(CREATE, { status: 400, body: { success: false, message: 'x', code: null } });
    renderFilled();
    await requestCodeShows(UNKNOWN);
  });

  it("shows the server message of a non-200 answer without a code, else 'To'lovda xatolik yuz berdi'", async () => {
    renderFilled();
    fx.server.route(CREATE, {
      status: 400,
      body: { success: false, message: "Maksimal to'lov miqdori 100,000,000 so'm" },
    });
    await requestCodeShows("Maksimal to'lov miqdori 100,000,000 so'm");
    fx.server.route(CREATE, { status: 500, body: { success: false } });
    await requestCodeShows("To'lovda xatolik yuz berdi");
  });

  it('says it is a network error when no answer came', async () => {
    const base = api.defaults.baseURL;
    api.defaults.baseURL = 'http://127.0.0.1:1/api';
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderFilled();
      await requestCodeShows("Tarmoq xatosi. Qayta urinib ko'ring.");
    } finally {
      quiet.mockRestore();
      api.defaults.baseURL = base;
    }
  });
});

describe('confirm failures', () => {
  async function atOtpStep() {
    fx.server.route(CREATE, {
      status: 200,
      body: { success: true, data: { result: { transactionId: 't9', otpSentPhone: '+99890***0001' } } },
    });
    renderFilled();
    fireEvent.click(buttonNamed('SMS kod olish'));
    fireEvent.change(await screen.findByLabelText('SMS kod'), { target: { value: '000000' } });
  }
  async function confirmShows(text: string) {
    fireEvent.click(buttonNamed('Tasdiqlash'));
    const message = await screen.findByText(text);
    expect(screen.getByRole('alert')).toContainElement(message);
  }

  it('a wrong code keeps the OTP step open for another try', async () => {
    await atOtpStep();
    fx.server.route(CONFIRM, { status: 400, body: { success: false, message: "SMS kod noto'g'ri", code: -205 } });
    await confirmShows("SMS kod noto'g'ri");
    expect(screen.getByLabelText('SMS kod')).toHaveProperty('value', '000000');
    expect(screen.getByLabelText('Karta raqami')).toHaveProperty('disabled', true);
  });

  it("shows the server message without a code, else 'SMS kod noto'g'ri'", async () => {
    await atOtpStep();
    fx.server.route(CONFIRM, { status: 409, body: { success: false, message: "To'lov allaqachon tasdiqlangan" } });
    await confirmShows("To'lov allaqachon tasdiqlangan");
    fx.server.route(CONFIRM, { status: 500, body: {} });
    await confirmShows("SMS kod noto'g'ri");
  });

  it.each([
    [-206, 'SMS kodning amal qilish vaqti tugagan'],
    [-2, 'Sessiya topilmadi yoki muddati tugagan'],
  ])('code %p ends the session: message shown, fields unlocked for a new code', async (code, text) => {
    await atOtpStep();
    fx.server.route(CONFIRM, { status: 400, body: { success: false, message: text, code } });
    await confirmShows(text);
    expect(screen.queryByLabelText('SMS kod')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Karta raqami')).toHaveProperty('disabled', false);
    expect(buttonNamed('SMS kod olish')).toBeVisible();
  });
});
