// The customer form's texts in every language, so each place that renders the form (the light page, the
// console's mf-public remote, the editor's preview) shows the same words. mf-public's `public` namespace
// includes them; the light page and the preview read them without i18next (translator below).

const uz = {
  heading: 'Fikringiz biz uchun juda muhim!',
  rewardCoin: '{{coin}} coin',
  rewardVoucher: "Voucher {{amount}} so'm",
  logoAlt: '{{name}} logotipi',
  required: 'majburiy',
  requiredError: 'Iltimos, bu savolga javob bering',
  requiredSummary: 'Majburiy savollarga javob bering',
  scale: { 1: 'Yomon', 2: 'Qoniqarsiz', 3: "O'rtacha", 4: 'Yaxshi', 5: "A'lo" },
  rating: 'Umumiy baho',
  ratingValue: '{{value}} / 5',
  star: '{{count}} yulduz',
  review: 'Izoh',
  reviewPlaceholder: 'Fikringizni yozing',
  isPublic: 'Anonim emas',
  isPublicHint: "Yoqilgan bo'lsa, biznes javoblaringiz, bahoingiz va izohingizni ko'radi",
  customerName: 'Ismingiz',
  customerNameHint: 'ixtiyoriy',
  queued: "Internet yo'q. Javoblaringiz telefonda saqlandi: internet qaytganda yuboriladi.",
  sending: 'Yuborilmoqda...',
  submit: 'Yuborish',
};

/** The form's texts of one language: the Uzbek keys, each translated. */
export type CustomerFormTexts = typeof uz;

const ru: CustomerFormTexts = {
  heading: 'Ваше мнение очень важно для нас!',
  rewardCoin: '{{coin}} коинов',
  rewardVoucher: 'Ваучер на {{amount}} сум',
  logoAlt: 'Логотип {{name}}',
  required: 'обязательно',
  requiredError: 'Пожалуйста, ответьте на этот вопрос',
  requiredSummary: 'Ответьте на обязательные вопросы',
  scale: { 1: 'Плохо', 2: 'Неудовлетворительно', 3: 'Средне', 4: 'Хорошо', 5: 'Отлично' },
  rating: 'Общая оценка',
  ratingValue: '{{value}} / 5',
  star: '{{count}} из 5',
  review: 'Отзыв',
  reviewPlaceholder: 'Напишите ваше мнение',
  isPublic: 'Не анонимно',
  isPublicHint: 'Если включено, компания увидит ваши ответы, оценку и отзыв',
  customerName: 'Ваше имя',
  customerNameHint: 'необязательно',
  queued: 'Нет интернета. Ответы сохранены на телефоне и будут отправлены, когда интернет вернётся.',
  sending: 'Отправка...',
  submit: 'Отправить',
};

const en: CustomerFormTexts = {
  heading: 'Your opinion matters a lot to us!',
  rewardCoin: '{{coin}} coins',
  rewardVoucher: "Voucher {{amount}} so'm",
  logoAlt: '{{name}} logo',
  required: 'required',
  requiredError: 'Please answer this question',
  requiredSummary: 'Please answer the required questions',
  scale: { 1: 'Bad', 2: 'Poor', 3: 'Average', 4: 'Good', 5: 'Excellent' },
  rating: 'Overall rating',
  ratingValue: '{{value}} / 5',
  star: '{{count}} of 5',
  review: 'Review',
  reviewPlaceholder: 'Write your opinion',
  isPublic: 'Not anonymous',
  isPublicHint: 'When on, the business sees your answers, rating and review',
  customerName: 'Your name',
  customerNameHint: 'optional',
  queued: 'No internet. Your answers are saved on this phone: they will be sent when the connection is back.',
  sending: 'Sending...',
  submit: 'Submit',
};

export const customerFormTexts = { uz, ru, en };

type Params = Record<string, string | number>;
/** A text by its key ('scale.3', 'completed.home') with its {{name}} parameters filled in. */
export type T = (key: string, params?: Params) => string;

function lookup(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Texts without i18next: a key, {{name}} interpolation, the Uzbek text when a language lacks a key, else the key.
 * `resources`: the texts of each language (customerFormTexts, or a namespace that includes them).
 */
export function translator<L extends string>(resources: Record<L | 'uz', unknown>, lang: L): T {
  return (key, params) => {
    const text = lookup(resources[lang], key) ?? lookup(resources.uz, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
  };
}
