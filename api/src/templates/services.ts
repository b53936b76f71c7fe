import { choice, coin, rate, texts, type TemplateDef } from './define';

export const services: TemplateDef[] = [
  {
    id: 'services-job',
    category: 8,
    title: texts('Bajarilgan ish sifati', 'Качество выполненной работы', 'How we did the job'),
    description: texts(
      'Ustamiz ishni qanday bajardi? Vaqt, sifat va narx haqida fikringizni yozing.',
      'Как мастер справился с работой? Расскажите о сроках, качестве и цене.',
      'How did our specialist do? Tell us about timing, quality and price.',
    ),
    questions: [
      rate(texts('Ish sifati', 'Качество работы', 'Quality of the work')),
      rate(texts('Kelishilgan vaqtga rioya', 'Соблюдение сроков', 'Keeping to the agreed time')),
      rate(texts('Muomala va tushuntirish', 'Вежливость и объяснения', 'Manners and explanations')),
      choice(
        texts(
          'Yakuniy narx kelishuvga mos keldimi?',
          'Итоговая цена совпала с договорённостью?',
          'Did the final price match what was agreed?',
        ),
        {
          uz: ['Ha, aynan', 'Biroz qimmatroq chiqdi', 'Ancha qimmat chiqdi'],
          ru: ['Да, точно', 'Вышло немного дороже', 'Вышло намного дороже'],
          en: ['Yes, exactly', 'A bit higher', 'Much higher'],
        },
        true,
      ),
    ],
    reward: coin(2000),
  },
];
