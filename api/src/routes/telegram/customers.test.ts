import { eq } from 'drizzle-orm';
import { customerContactEvents, customerContacts } from '../../db/schema';
import { call, createTestApp, dbKinds, uniqueChatId, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, outbox, ownerWithBusiness, sendRequest, topUp, type Owner } from '../../test/flows';
import {
  botContact,
  botStart,
  botStop,
  chatOutbox,
  handSignedInitData,
  linkCustomerChat,
  signedInitData,
  type BotMessage,
} from '../../test/telegram';

const newChat = uniqueChatId;
/** The sandbox bot answers a chat id ending in 403 as Telegram answers a user who blocked the bot. */
const blockedChat = () => newChat() * 1000 + 403;

const button = (m: BotMessage) =>
  (m.replyMarkup as { inline_keyboard?: Array<Array<{ text: string; url?: string; web_app?: { url: string } }>> })
    ?.inline_keyboard?.[0]?.[0];

describe.each(dbKinds)('the bot for customers on %s', (kind) => {
  let t: TestApp;
  let owner: Owner & { businessId: string };
  let form: Awaited<ReturnType<typeof createForm>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    form = await createForm(t.app, owner, 'Kassa');
  });
  afterAll(() => t.close());

  const request = (phone: string, by: Owner = owner, formId = form._id) =>
    sendRequest(t.app, by, formId, { phone, typeMotive: 'coin', coin: 1_000 });
  const sms = async (phone: string) => (await outbox(t.app, phone)).filter((m) => m.channel === 'sms');

  it('/start f_… asks for the contact with a request_contact button; only the sender’s own contact links', async () => {
    const chatId = newChat();
    const phone = uniquePhone();
    const started = await botStart(t.app, chatId, `f_${form.shareCode}_bmarkaz`);
    expect(started.status).toBe(200);
    const [ask] = await chatOutbox(t.app, chatId);
    expect(ask.text).toContain('telefon raqamingizni');
    expect(ask.replyMarkup).toMatchObject({ keyboard: [[{ request_contact: true }]] });

    // a contact someone else shared (forwarded, or typed in): refused, nothing linked
    const foreign = await botContact(t.app, chatId, phone, chatId + 1);
    expect(foreign.body.data).toEqual({ linked: false });
    const [refused] = await chatOutbox(t.app, chatId);
    expect(refused.text).toContain("o'zingizning raqamingizni");
    expect(refused.replyMarkup).toMatchObject({ keyboard: [[{ request_contact: true }]] });
    expect((await request(phone)).body.data.response.delivery.channel).toBe('sms');

    // the sender's own contact (Telegram gives the phone without its +): linked, and the form it started opens
    const own = await botContact(t.app, chatId, phone);
    expect(own.body.data).toEqual({ linked: true });
    const answers = await chatOutbox(t.app, chatId);
    expect(answers.find((m) => m.text.includes(`+${phone}`))?.replyMarkup).toEqual({ remove_keyboard: true });
    const opened = answers.find((m) => m.text.includes('fikringizni')) as BotMessage;
    // the phone has a waiting request of this business: the button opens that link, minted for this phone
    expect(button(opened)?.url).toMatch(/^http:\/\/fikr\.test\/form\/[\w-]+$/);
    expect(button(opened)?.url).not.toContain(form.shareCode);

    // a phone with no waiting request gets the form's open link with its branch; `+` on the contact is fine too
    const other = newChat();
    await botStart(t.app, other, `f_${form.shareCode}_bmarkaz`);
    await botContact(t.app, other, `+${uniquePhone()}`);
    const open = (await chatOutbox(t.app, other)).find((m) => m.text.includes('fikringizni')) as BotMessage;
    expect(button(open)?.url).toBe(`http://fikr.test/form/${form.shareCode}?b=markaz`);
  });

  it('a linked customer gets the survey request and the reward by Telegram with buttons, and no SMS', async () => {
    const chatId = newChat();
    const phone = uniquePhone();
    await linkCustomerChat(t.app, chatId, phone);
    const sent = await request(phone);
    expect(sent.status).toBe(201);
    expect(sent.body.data.response.delivery).toMatchObject({ channel: 'telegram', status: 'queued' });
    const survey = (await chatOutbox(t.app, chatId)).find((m) => button(m)?.url?.includes('/form/')) as BotMessage;
    expect(survey.text).toContain('1000');
    const url = button(survey)?.url as string;
    expect(url).toMatch(/^http:\/\/fikr\.test\/form\/[\w-]+$/);
    expect(button(survey)?.text).toBe("So'rovnomani ochish");

    const code = url.split('/form/')[1];
    const done = await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form), rating: 5, review: '', isPublic: true },
    });
    expect(done.status).toBe(200);
    const [reward] = await chatOutbox(t.app, chatId);
    expect(reward.text).toContain('1000');
    expect(button(reward)).toEqual({ text: 'Hamyonni ochish', url: 'http://fikr.test/wallet' });
    expect(await sms(phone)).toEqual([]);

    // the console's delivery line: sent, by Telegram
    const detail = await call(t.app, 'GET', `/api/responses/${sent.body.data.response._id}`, { token: owner.token });
    expect(detail.body.data.response.delivery).toMatchObject({ channel: 'telegram', status: 'sent' });
  });

  it('one phone, one chat: a new link replaces the old one, and the change is kept', async () => {
    const [first, second] = [newChat(), newChat()];
    const phone = uniquePhone();
    await linkCustomerChat(t.app, first, phone);
    await linkCustomerChat(t.app, second, phone);
    await request(phone);
    const surveys = async (chatId: number) =>
      (await chatOutbox(t.app, chatId)).filter((m) => button(m)?.url?.includes('/form/') && m.text.includes('1000'));
    expect(await surveys(second)).toHaveLength(1);
    expect(await surveys(first)).toHaveLength(0);
    const trail = await t.app.db
      .select({ action: customerContactEvents.action, detail: customerContactEvents.detail })
      .from(customerContactEvents)
      .where(eq(customerContactEvents.phone, phone));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'telegram.linked', detail: `chat ${first}` },
        { action: 'telegram.replaced', detail: `chat ${first} → ${second}` },
      ]),
    );
  });

  it('a chat that blocked the bot falls back to SMS at once, and later messages go by SMS', async () => {
    const chatId = blockedChat();
    const phone = uniquePhone();
    await linkCustomerChat(t.app, chatId, phone);
    // The bot's own answers to the linking already met the 403; the customer blocks it after linking, as people do.
    await chatOutbox(t.app, chatId);
    await t.app.db.update(customerContacts).set({ telegramBlockedAt: null }).where(eq(customerContacts.phone, phone));
    expect((await request(phone)).body.data.response.delivery.channel).toBe('telegram');
    const [fallback] = await sms(phone);
    expect(fallback?.text).toMatch(/\/form\/[\w-]+/);
    expect(await chatOutbox(t.app, chatId)).toEqual([]);
    // the 403 is remembered: the next request goes by SMS from the start
    expect((await request(phone)).body.data.response.delivery.channel).toBe('sms');
  });

  it('/stop ends survey requests from every business while a sign-in code still arrives; /start undoes it', async () => {
    const chatId = newChat();
    const phone = uniquePhone();
    await linkCustomerChat(t.app, chatId, phone);
    await botStop(t.app, chatId);
    expect((await chatOutbox(t.app, chatId)).map((m) => m.text)).toContainEqual(
      expect.stringMatching(/so'rovnoma kelmaydi.*\/start/),
    );

    const second = await ownerWithBusiness(t.app);
    await topUp(t.app, second, 100_000);
    const secondForm = await createForm(t.app, second, 'Boshqa');
    const balance = async (o: Owner) => (await call(t.app, 'GET', '/api/business', { token: o.token })).body.data.coin;
    const before = await balance(second);
    for (const [by, formId] of [
      [owner, form._id],
      [second, secondForm._id],
    ] as const) {
      const refused = await request(phone, by, formId);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('voz kechgan');
    }
    expect(await balance(second)).toBe(before);

    const code = await call(t.app, 'POST', '/api/customer/auth/code', { body: { phone } });
    expect(code.status).toBe(200);
    expect((await chatOutbox(t.app, chatId)).map((m) => m.text)).toContainEqual(
      expect.stringMatching(/kirish kodi \d{6}/),
    );
    expect(await sms(phone)).toEqual([]);

    await botStart(t.app, chatId);
    expect((await request(phone, second, secondForm._id)).status).toBe(201);
  });

  it('the Mini App signs in with initData: valid → token; tampered, too old or unlinked → 401', async () => {
    const chatId = newChat();
    const phone = uniquePhone();
    await linkCustomerChat(t.app, chatId, phone);
    const auth = (initData: string) => call(t.app, 'POST', '/api/customer/auth/telegram', { body: { initData } });

    const signed = await auth(signedInitData(chatId));
    expect(signed.status).toBe(200);
    // as older Telegram clients send it: the hash alone, no Ed25519 signature
    expect((await auth(handSignedInitData(chatId))).status).toBe(200);
    expect(signed.headers['set-cookie']).toMatch(/fikr_customer=/);
    const wallet = await call(t.app, 'GET', '/api/customer/wallet', { token: signed.body.data.token });
    expect(wallet.body.data.phone).toBe(phone);

    const tampered = signedInitData(chatId).replace(`%22id%22%3A${chatId}`, `%22id%22%3A${chatId + 1}`);
    expect(tampered).not.toBe(signedInitData(chatId));
    expect((await auth(tampered)).status).toBe(401);
    const old = await auth(signedInitData(chatId, new Date(Date.now() - 25 * 3600_000)));
    expect(old.status).toBe(401);
    expect((await auth(signedInitData(chatId, new Date(), '987654:another-bots-token'))).status).toBe(401);

    const stranger = newChat();
    const unlinked = await auth(signedInitData(stranger));
    expect(unlinked.status).toBe(401);
    expect(unlinked.body.message).toContain('raqamingizni');
    expect((await chatOutbox(t.app, stranger))[0].replyMarkup).toMatchObject({
      keyboard: [[{ request_contact: true }]],
    });
  });
});
