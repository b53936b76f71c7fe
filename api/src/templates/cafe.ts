import { choice, coin, rate, texts, type TemplateDef } from './define';

export const cafe: TemplateDef[] = [
  {
    id: 'cafe-coffee',
    category: 2,
    title: texts('Kofe va kayfiyat', 'Кофе и настроение', 'Coffee and the mood'),
    description: texts(
      "Ichimlik, shirinlik va muhit haqida bir necha savol — sizga yoqadigan kafe bo'lishni istaymiz.",
      'Пара вопросов о напитках, десертах и атмосфере — хотим быть вашей любимой кофейней.',
      'A few questions on drinks, desserts and the feel of the place: we want to be your favourite café.',
    ),
    questions: [
      rate(texts("Kofe va ichimliklar ta'mi", 'Вкус кофе и напитков', 'Coffee and drinks')),
      rate(texts('Shirinliklar va pishiriqlar', 'Десерты и выпечка', 'Desserts and pastries'), false),
      rate(texts('Muhit va musiqa', 'Атмосфера и музыка', 'Atmosphere and music')),
      rate(texts('Buyurtma tayyorlanish tezligi', 'Скорость приготовления', 'How fast your order was ready')),
      choice(texts('Bugun nima uchun keldingiz?', 'Зачем вы зашли сегодня?', 'What brought you in today?'), {
        uz: ['Nonushta', "Ishlash yoki o'qish", 'Uchrashuv', 'Olib ketish uchun'],
        ru: ['Позавтракать', 'Поработать или поучиться', 'На встречу', 'Взять с собой'],
        en: ['Breakfast', 'To work or study', 'To meet someone', 'Takeaway'],
      }),
    ],
    reward: {
      typeMotive: 'voucher',
      voucher: {
        amount: 20000,
        description: texts('Keyingi kofengizga chegirma', 'Скидка на следующий кофе', 'Money off your next coffee'),
        duration: 30,
      },
    },
  },
  {
    id: 'cafe-fast-food',
    category: 2,
    title: texts('Tezkor ovqat', 'Быстрое питание', 'Quick bite'),
    description: texts(
      "Tez, mazali va toza bo'ldimi? Javobingiz 30 soniya oladi.",
      'Было быстро, вкусно и чисто? Ответ займёт 30 секунд.',
      'Was it quick, tasty and clean? This takes 30 seconds.',
    ),
    questions: [
      rate(texts("Ta'mi", 'Вкус', 'Taste')),
      rate(texts('Kassada va tayyorlashda kutish', 'Ожидание на кассе и выдаче', 'Waiting at the till and pick-up')),
      rate(texts('Stollar va zal tozaligi', 'Чистота столов и зала', 'Clean tables and seating')),
      choice(texts('Porsiya hajmi', 'Размер порции', 'Portion size'), {
        uz: ['Kam edi', 'Aynan yetarli', "Ko'p edi"],
        ru: ['Маловато', 'В самый раз', 'Даже много'],
        en: ['Too small', 'Just right', 'More than enough'],
      }),
    ],
    reward: coin(1000),
  },
];
