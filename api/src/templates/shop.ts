import { choice, coin, rate, texts, type TemplateDef } from './define';

export const shop: TemplateDef[] = [
  {
    id: 'shop-store',
    category: 5,
    title: texts("Do'konimizdagi xaridingiz", 'Ваша покупка в магазине', 'Your shopping trip'),
    description: texts(
      "Kerakli narsani topdingizmi, kassada ko'p kutmadingizmi? Ayting, tuzatamiz.",
      'Нашли, что искали? Не пришлось долго стоять на кассе? Расскажите — исправим.',
      "Did you find what you came for? Was the queue short? Tell us and we'll fix it.",
    ),
    questions: [
      choice(
        texts('Kerakli mahsulotni topdingizmi?', 'Нашли всё, что искали?', 'Did you find everything?'),
        {
          uz: ['Ha, hammasini', 'Qisman', "Yo'q, topmadim"],
          ru: ['Да, всё', 'Частично', 'Нет, не нашёл(ла)'],
          en: ['Yes, everything', 'Some of it', 'No'],
        },
        true,
      ),
      rate(texts('Tovarlar tanlovi', 'Ассортимент', 'Range of products')),
      rate(texts('Narxlar', 'Цены', 'Prices')),
      rate(texts('Sotuvchilarning yordami', 'Помощь продавцов', 'Help from the staff')),
      rate(texts('Kassadagi navbat tezligi', 'Скорость на кассе', 'Speed at the till')),
    ],
    reward: coin(2000),
  },
  {
    id: 'shop-online',
    category: 5,
    title: texts('Onlayn buyurtmangiz', 'Ваш онлайн-заказ', 'Your online order'),
    description: texts(
      "Buyurtma berishdan qo'lingizga tekkunicha — hammasi qanday o'tdi?",
      'От оформления до получения — как всё прошло?',
      'From ordering to delivery: how did it go?',
    ),
    questions: [
      rate(texts('Buyurtma berish qulayligi', 'Удобство оформления заказа', 'How easy ordering was')),
      rate(texts('Yetkazib berish tezligi', 'Скорость доставки', 'Delivery speed')),
      choice(
        texts(
          'Mahsulot tavsifga mos keldimi?',
          'Товар соответствовал описанию?',
          'Did the item match its description?',
        ),
        {
          uz: ['Ha, aynan', 'Biroz farq qildi', 'Umuman boshqacha'],
          ru: ['Да, полностью', 'Немного отличался', 'Совсем другой'],
          en: ['Exactly', 'A little different', 'Not at all'],
        },
        true,
      ),
      rate(texts('Qadoq butunligi', 'Целость упаковки', 'Packaging arrived intact')),
    ],
    reward: coin(2000),
  },
];
