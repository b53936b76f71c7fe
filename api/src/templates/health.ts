import { choice, coin, rate, texts, type TemplateDef } from './define';

export const health: TemplateDef[] = [
  {
    id: 'health-clinic',
    category: 7,
    title: texts('Klinikamizga tashrifingiz', 'Ваш визит в клинику', 'Your visit to the clinic'),
    description: texts(
      'Shifokor, qabulxona va kutish vaqti haqida fikringiz boshqa bemorlarga ham yordam beradi.',
      'Ваш отзыв о враче, регистратуре и ожидании поможет и другим пациентам.',
      'What you tell us about the doctor, the front desk and the wait helps other patients too.',
    ),
    questions: [
      rate(texts("Shifokorning e'tibori", 'Внимательность врача', "The doctor's attention")),
      rate(
        texts(
          'Tashxis va davolash tushunarli tushuntirildi',
          'Диагноз и лечение объяснили понятно',
          'Diagnosis and treatment were explained clearly',
        ),
      ),
      rate(texts('Qabulxona xodimlari', 'Работа регистратуры', 'Front desk')),
      choice(texts('Qabulga qancha kutdingiz?', 'Сколько вы ждали приёма?', 'How long did you wait to be seen?'), {
        uz: ['10 daqiqagacha', '10–30 daqiqa', "30 daqiqadan ko'p"],
        ru: ['До 10 минут', '10–30 минут', 'Больше 30 минут'],
        en: ['Under 10 minutes', '10–30 minutes', 'Over 30 minutes'],
      }),
      rate(texts('Tozalik', 'Чистота', 'Cleanliness')),
    ],
    reward: coin(2000),
  },
];
