/** @jest-environment jsdom */
import { api } from './client';
import { startLocalApiServer, type LocalApiServer } from '../testing/local-api-server';
import { apiErrorCode, apiErrorMessage, unwrap } from './unwrap';
import { i18n, initI18n, setLanguage } from '../i18n/instance';

describe('unwrap', () => {
  it('reads the data field when present, else the body, else empty', () => {
    expect(unwrap({ data: { success: true, data: { forms: [1] } } })).toEqual({ forms: [1] });
    expect(unwrap({ data: { forms: [2] } })).toEqual({ forms: [2] });
    expect(unwrap({ data: [{ _id: 'c1' }] })).toEqual([{ _id: 'c1' }]);
    expect(unwrap({ data: undefined })).toEqual({});
    expect(unwrap({ data: '' })).toEqual('');
    expect(unwrap({ data: { success: true, data: null } })).toEqual({ success: true, data: null });
  });
});

describe('apiErrorMessage against a real server', () => {
  let server: LocalApiServer;
  beforeAll(async () => {
    server = await startLocalApiServer();
    api.defaults.baseURL = server.baseUrl;
    server.route('POST /api/payment/uzcard/createTransaction', {
      status: 400,
      body: { success: false, message: "Kartada mablag' yetarli emas", code: -116 },
    });
    server.route('GET /api/forms', { status: 500, body: { success: false } });
  });
  afterAll(() => server.close());

  async function failure(call: Promise<unknown>): Promise<unknown> {
    return call.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error,
    );
  }

  it("prefers the server's message and exposes its code", async () => {
    const error = await failure(api.post('/payment/uzcard/createTransaction', {}));
    expect(apiErrorMessage(error, 'errors.paymentFailed')).toBe("Kartada mablag' yetarli emas");
    expect(apiErrorCode(error)).toBe(-116);
  });

  it('falls back to the translated key in the current language', async () => {
    const error = await failure(api.get('/forms'));
    initI18n();
    expect(apiErrorMessage(error, 'errors.formLoadFailed')).toBe('Formani yuklashda xatolik yuz berdi');
    await setLanguage('ru');
    expect(apiErrorMessage(error)).toBe('Произошла ошибка');
    await setLanguage('uz');
    expect(apiErrorCode(error)).toBeUndefined();
  });

  it('handles a network failure and errors that are not API calls', async () => {
    // jsdom reports the refused connection on its virtual console; keep the test output clean.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(api.get('http://127.0.0.1:1/api/nothing'));
    quiet.mockRestore();
    expect(apiErrorMessage(error, 'errors.networkError')).toBe("Tarmoq xatosi. Qayta urinib ko'ring.");
    expect(apiErrorMessage(new Error('x'))).toBe(i18n.t('errors.generic'));
  });
});
