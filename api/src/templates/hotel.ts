import { choice, coin, rate, texts, type TemplateDef } from './define';

export const hotel: TemplateDef[] = [
  {
    id: 'hotel-stay',
    category: 3,
    title: texts('Mehmonxonada qolishingiz', 'Ваше пребывание в отеле', 'Your stay with us'),
    description: texts(
      "Xonadan tortib nonushtagacha: keyingi safar yanada qulay bo'lishi uchun fikringizni yozing.",
      'От номера до завтрака: расскажите, что сделать удобнее к вашему следующему приезду.',
      'From the room to breakfast: tell us what would make your next stay more comfortable.',
    ),
    questions: [
      rate(texts('Xona tozaligi', 'Чистота номера', 'Room cleanliness')),
      rate(texts("Ro'yxatdan o'tish va joylashish", 'Заселение и регистрация', 'Check-in')),
      rate(texts('Xodimlarning muomalasi', 'Отношение персонала', 'How the staff treated you')),
      rate(texts('Nonushta', 'Завтрак', 'Breakfast'), false),
      rate(texts('Tinchlik va Wi-Fi', 'Тишина и Wi-Fi', 'Quiet and Wi-Fi')),
      choice(texts('Safaringiz maqsadi', 'Цель поездки', 'What brought you here'), {
        uz: ['Dam olish', 'Ish safari', "Yo'l-yo'lakay to'xtadim", "Tadbir yoki to'y"],
        ru: ['Отдых', 'Командировка', 'Остановка в пути', 'Мероприятие или свадьба'],
        en: ['Holiday', 'Business trip', 'A stop on the way', 'An event or a wedding'],
      }),
    ],
    reward: coin(5000),
  },
];
