/**
 * Texts only the server says (SMS templates, the bot's buttons), added since the console's common texts were
 * fixed: they live apart so that the console, whose first load carries the common texts, never downloads them.
 * The API's catalogue (`@fikr/shared/catalogue`) merges them into the same `common` namespace, so `sms.reply`
 * reads as any other key. New server-only texts go here.
 */
export const uzServer = {
  sms: {
    reply: '{{business}} sizning fikringizga javob berdi: {{url}}',
  },
  api: {
    tgOpenReply: 'Javobni ochish',
  },
};

/** Shape every language of the server texts follows (same keys, string leaves). */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ServerTexts = Widen<typeof uzServer>;
