import { choice, coin, rate, texts, type TemplateDef } from './define';

export const other: TemplateDef[] = [
  {
    id: 'other-visit',
    category: 0,
    title: texts('Bizga tashrifingiz', 'Ваш визит к нам', 'Your visit'),
    description: texts(
      "Bizni tanlaganingiz uchun rahmat! Qisqa so'rovnoma yaxshiroq xizmat qilishga yordam beradi.",
      'Спасибо, что выбрали нас! Короткий опрос поможет нам работать лучше.',
      'Thank you for choosing us! A short survey helps us serve you better.',
    ),
    questions: [
      rate(texts('Xodimlarning muomalasi', 'Вежливость сотрудников', 'How polite our staff were')),
      rate(texts('Xizmat tezligi', 'Скорость обслуживания', 'Speed of service')),
      rate(texts('Tozalik va qulaylik', 'Чистота и комфорт', 'Cleanliness and comfort')),
      choice(texts('Biz haqimizda qayerdan bildingiz?', 'Как вы о нас узнали?', 'How did you hear about us?'), {
        uz: ["Do'stlar yoki tanishlardan", 'Instagram yoki Telegramdan', "Yo'lda ko'rib qoldim", 'Boshqa'],
        ru: ['От друзей или знакомых', 'Из Instagram или Telegram', 'Увидел(а) по пути', 'Другое'],
        en: ['Friends or family', 'Instagram or Telegram', 'Walked past', 'Other'],
      }),
    ],
    reward: coin(2000),
  },
];
