import {
  call,
  createTestApp,
  dbKinds,
  TEST_WEBHOOK_SECRET,
  uniqueChatId,
  uniquePhone,
  type TestApp,
} from '../../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp, type Owner } from '../../test/flows';

describe.each(dbKinds)('telegram alerts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const webhook = (body: unknown, secret: string | null = TEST_WEBHOOK_SECRET) =>
    call(t.app, 'POST', '/api/telegram/webhook', {
      body,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    });
  const start = (chatId: number, token: string, text = `/start ${token}`) =>
    webhook({
      update_id: chatId,
      message: {
        message_id: 1,
        date: 0,
        text,
        chat: { id: chatId, type: 'private', first_name: 'Aziz', last_name: 'Karimov' },
      },
    });
  /** What the sandbox recorded for one chat, newest first (bot messages carry their chatId, no phone). */
  const chatMessages = async (chatId: number): Promise<string[]> =>
    (await call(t.app, 'GET', '/api/dev/outbox')).body.data.messages
      .filter((m: { chatId?: string | null }) => m.chatId === String(chatId))
      .map((m: { text: string }) => m.text);

  async function linkedOwner(): Promise<{ owner: Owner & { businessId: string }; chatId: number }> {
    const owner = await ownerWithBusiness(t.app);
    const link = await call(t.app, 'POST', '/api/business/telegram-link', { token: owner.token });
    expect(link.status).toBe(200);
    const token = new URL(link.body.data.url).searchParams.get('start') as string;
    const chatId = uniqueChatId();
    const res = await start(chatId, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { linked: true } });
    return { owner, chatId };
  }

  it('gives a one-time t.me link; the bot /start links that chat once; the owner sees, changes and unlinks it', async () => {
    const owner = await ownerWithBusiness(t.app);
    const before = await call(t.app, 'GET', '/api/business/telegram', { token: owner.token });
    expect(before.body.data).toEqual({ linked: false, chatId: null, chatName: '', threshold: 2, linkedAt: null });

    const link = await call(t.app, 'POST', '/api/business/telegram-link', { token: owner.token });
    expect(link.body.success).toBe(true);
    expect(link.body.data.url).toMatch(/^https:\/\/t\.me\/FikrTestBot\?start=[A-Za-z0-9_-]{20,64}$/);
    const token = new URL(link.body.data.url).searchParams.get('start') as string;

    const chatId = uniqueChatId();
    expect((await start(chatId, token, `/start@FikrTestBot ${token}`)).body.data.linked).toBe(true);
    const after = await call(t.app, 'GET', '/api/business/telegram', { token: owner.token });
    expect(after.body.data).toMatchObject({
      linked: true,
      chatId: String(chatId),
      chatName: 'Aziz Karimov',
      threshold: 2,
    });
    expect(await chatMessages(chatId)).toEqual([expect.stringContaining('bildirishnomalariga ulandi')]);

    // Used once: another chat cannot take it over with the same token.
    const intruder = uniqueChatId();
    expect((await start(intruder, token)).body.data.linked).toBe(false);
    expect(await chatMessages(intruder)).toEqual([expect.stringContaining('havola eskirgan')]);
    expect((await call(t.app, 'GET', '/api/business/telegram', { token: owner.token })).body.data.chatId).toBe(
      String(chatId),
    );

    const changed = await call(t.app, 'PATCH', '/api/business/telegram', {
      token: owner.token,
      body: { threshold: 3 },
    });
    expect(changed.body.data.threshold).toBe(3);
    const bad = await call(t.app, 'PATCH', '/api/business/telegram', { token: owner.token, body: { threshold: 4 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Chegara 1, 2 yoki 3 bo'lishi kerak");

    const unlinked = await call(t.app, 'DELETE', '/api/business/telegram', { token: owner.token });
    expect(unlinked.body.data).toEqual({ linked: false, chatId: null, chatName: '', threshold: 3, linkedAt: null });
  });

  it('refuses webhook calls without the secret token header (401) and acknowledges other updates', async () => {
    const owner = await ownerWithBusiness(t.app);
    const link = await call(t.app, 'POST', '/api/business/telegram-link', { token: owner.token });
    const token = new URL(link.body.data.url).searchParams.get('start') as string;
    const update = { update_id: 1, message: { text: `/start ${token}`, chat: { id: 99, first_name: 'X' } } };
    for (const secret of [null, '', 'wrong-secret', `${TEST_WEBHOOK_SECRET}x`]) {
      const res = await webhook(update, secret);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
    expect((await call(t.app, 'GET', '/api/business/telegram', { token: owner.token })).body.data.linked).toBe(false);
    expect((await webhook({ update_id: 2, edited_message: { text: 'hi' } })).body).toEqual({
      success: true,
      data: { linked: false },
    });
    expect((await webhook({ update_id: 3, message: { text: 'salom', chat: { id: 5 } } })).body.data.linked).toBe(false);
  });

  it('a public rating at or below the threshold alerts the chat; higher, private, unlinked and other businesses do not', async () => {
    const { owner, chatId } = await linkedOwner();
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner, 'Kassa');
    const submit = async (rating: number, isPublic: boolean, review: string) => {
      const phone = uniquePhone();
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
      const code = await linkCode(t.app, phone);
      const res = await call(t.app, 'POST', `/api/responses/${code}/submit`, {
        body: { answers: answersFor(form, 'Yomon', String(rating)), rating, review, isPublic },
      });
      return res.body.data._id as string;
    };
    const low = await submit(2, true, 'Juda sekin xizmat');
    await submit(3, true, 'Uchlik izoh');
    await submit(1, false, 'MAXFIY-IZOH');
    const messages = await chatMessages(chatId);
    expect(messages).toHaveLength(2); // the link confirmation and one alert
    const alert = messages[0];
    expect(alert).toContain('(2/5)');
    expect(alert).toContain('Kassa');
    expect(alert).toContain('Juda sekin xizmat');
    expect(alert).toContain(`http://fikr.test/business/responses/${low}`);
    const business = await call(t.app, 'GET', '/api/business', { token: owner.token });
    expect(alert).toContain(business.body.data.name);
    expect(messages.join('\n')).not.toContain('MAXFIY-IZOH');
    expect(messages.join('\n')).not.toContain('Uchlik izoh');

    // An open-link answer alerts too; after unlinking nothing more arrives.
    await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, review: 'Ochiq havola' },
    });
    expect((await chatMessages(chatId))[0]).toContain('Ochiq havola');
    await call(t.app, 'DELETE', '/api/business/telegram', { token: owner.token });
    await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, review: 'Keyin' },
    });
    expect(await chatMessages(chatId)).toHaveLength(3);

    // Another business's low rating never reaches this chat.
    const other = await ownerWithBusiness(t.app);
    const otherForm = await createForm(t.app, other);
    await call(t.app, 'POST', `/api/responses/${otherForm.shareCode}/submit`, {
      body: { answers: answersFor(otherForm, 'Yomon', '1'), rating: 1 },
    });
    expect(await chatMessages(chatId)).toHaveLength(3);
  });
});
