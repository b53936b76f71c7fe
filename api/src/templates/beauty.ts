import { choice, rate, texts, type TemplateDef } from './define';

const nextVisit = (amount: number) => ({
  typeMotive: 'voucher' as const,
  voucher: {
    amount,
    description: texts('Keyingi tashrifga chegirma', 'Скидка на следующий визит', 'Money off your next visit'),
    duration: 60,
  },
});

export const beauty: TemplateDef[] = [
  {
    id: 'beauty-visit',
    category: 4,
    title: texts('Salonimizdagi tashrifingiz', 'Ваш визит в салон', 'Your visit to the salon'),
    description: texts(
      'Ustamizning ishi sizga yoqdimi? Samimiy fikringiz biz uchun eng yaxshi maslahat.',
      'Понравилась работа мастера? Ваш честный отзыв — лучший совет для нас.',
      "Did you like your stylist's work? Your honest view is the best advice we get.",
    ),
    questions: [
      choice(
        texts('Qaysi xizmatdan foydalandingiz?', 'Какую услугу вы получили?', 'Which service did you have?'),
        {
          uz: ["Soch turmagi yoki bo'yash", 'Manikyur yoki pedikyur', 'Kosmetologiya', 'Makiyaj', 'Boshqa'],
          ru: ['Стрижка или окрашивание', 'Маникюр или педикюр', 'Косметология', 'Макияж', 'Другое'],
          en: ['Haircut or colour', 'Manicure or pedicure', 'Skin care', 'Make-up', 'Something else'],
        },
        true,
      ),
      rate(texts('Natija', 'Результат', 'The result')),
      rate(texts("Ustaning e'tibori va maslahati", 'Внимание и советы мастера', "Your stylist's care and advice")),
      rate(
        texts('Asboblar va joy gigiyenasi', 'Гигиена инструментов и рабочего места', 'Hygiene of tools and workspace'),
      ),
      rate(texts('Belgilangan vaqtda boshlandi', 'Начали вовремя', 'Started on time')),
    ],
    reward: nextVisit(30000),
  },
  {
    id: 'beauty-booking',
    category: 4,
    title: texts('Yozilish va narxlar', 'Запись и цены', 'Booking and prices'),
    description: texts(
      "Yozilish qulaymi, narxlar adolatlimi — qisqa so'rovnoma.",
      'Удобно ли записаться и честные ли цены — короткий опрос.',
      'Was booking easy and the price fair? A short survey.',
    ),
    questions: [
      rate(texts('Yozilish qulayligi', 'Удобство записи', 'How easy booking was')),
      choice(texts('Qancha kutdingiz?', 'Сколько пришлось ждать?', 'How long did you wait?'), {
        uz: ['Umuman kutmadim', '15 daqiqagacha', "15 daqiqadan ko'p"],
        ru: ['Совсем не ждал(а)', 'До 15 минут', 'Больше 15 минут'],
        en: ['No wait at all', 'Up to 15 minutes', 'Over 15 minutes'],
      }),
      rate(texts('Narx va sifat mosligi', 'Соотношение цены и качества', 'Value for money')),
      choice(
        texts('Keyingi safar kimga yozilasiz?', 'К кому запишетесь в следующий раз?', 'Who will you book next time?'),
        {
          uz: ["Shu ustaning o'ziga", 'Boshqa ustaga', 'Hali bilmayman'],
          ru: ['К этому же мастеру', 'К другому мастеру', 'Пока не знаю'],
          en: ['The same stylist', 'A different one', "Don't know yet"],
        },
      ),
    ],
    reward: nextVisit(20000),
  },
];
