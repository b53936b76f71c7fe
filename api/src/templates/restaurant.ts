import { ask, choice, coin, rate, texts, type TemplateDef } from './define';

export const restaurant: TemplateDef[] = [
  {
    id: 'restaurant-visit',
    category: 1,
    title: texts('Restoranimizdagi kechangiz', 'Ваш вечер в нашем ресторане', 'Your evening at our restaurant'),
    description: texts(
      'Bir daqiqa vaqtingizni ajrating: oshxona, xizmat va zal haqida fikringiz bizni yaxshiroq qiladi.',
      'Уделите минуту: расскажите о кухне, обслуживании и зале — так мы станем лучше.',
      'Spare us a minute: tell us about the kitchen, the service and the room so we can do better.',
    ),
    questions: [
      rate(texts("Taomlar ta'mi", 'Вкус блюд', 'How the food tasted')),
      rate(texts('Ofitsiantning xizmati', 'Работа официанта', 'Your waiter')),
      rate(texts('Buyurtma qanchalik tez keldi', 'Как быстро подали заказ', 'How quickly the food came')),
      rate(texts('Zal va dasturxon tozaligi', 'Чистота зала и стола', 'Cleanliness of the room and table')),
      choice(texts('Bugun kim bilan keldingiz?', 'С кем вы были сегодня?', 'Who did you come with today?'), {
        uz: ['Oilam bilan', "Do'stlar bilan", 'Ish uchrashuvi', "Yolg'iz"],
        ru: ['С семьёй', 'С друзьями', 'Деловая встреча', 'Один / одна'],
        en: ['Family', 'Friends', 'A business meeting', 'On my own'],
      }),
    ],
    reward: coin(2000),
  },
  {
    id: 'restaurant-delivery',
    category: 1,
    title: texts('Yetkazib berilgan buyurtma', 'Заказ с доставкой', 'Your delivery order'),
    description: texts(
      'Buyurtmangiz sizga qanday yetib keldi? Issiqmi, vaqtidami, hammasi joyidami — ayting.',
      'Как доехал ваш заказ? Горячим, вовремя, всё ли на месте — расскажите.',
      'How did your order arrive? Hot, on time, everything there? Let us know.',
    ),
    questions: [
      rate(texts('Taom issiq va yangi yetib keldi', 'Еда приехала горячей и свежей', 'The food arrived hot and fresh')),
      rate(texts('Yetkazib berish tezligi', 'Скорость доставки', 'Delivery speed')),
      rate(texts('Qadoqlash', 'Упаковка', 'Packaging')),
      choice(
        texts("Buyurtma to'liq keldimi?", 'Заказ пришёл полностью?', 'Was your order complete?'),
        {
          uz: ['Ha, hammasi joyida', 'Nimadir yetishmadi', 'Boshqa taom keldi'],
          ru: ['Да, всё на месте', 'Чего-то не хватало', 'Привезли не то блюдо'],
          en: ['Yes, all there', 'Something was missing', 'A wrong dish came'],
        },
        true,
      ),
      choice(texts('Qanday buyurtma berdingiz?', 'Как вы заказывали?', 'How did you order?'), {
        uz: ['Telefon orqali', 'Telegram bot', 'Yetkazib berish ilovasi', 'Saytdan'],
        ru: ['По телефону', 'Через Telegram-бот', 'Через приложение доставки', 'На сайте'],
        en: ['By phone', 'Telegram bot', 'A delivery app', 'On the website'],
      }),
      ask(
        texts(
          "Menyuda qaysi taomni ko'rishni xohlardingiz?",
          'Какое блюдо вы хотели бы видеть в меню?',
          'Which dish would you like on the menu?',
        ),
      ),
    ],
    reward: coin(3000),
  },
];
