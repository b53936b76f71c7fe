import { choice, coin, rate, texts, type TemplateDef } from './define';

export const education: TemplateDef[] = [
  {
    id: 'education-course',
    category: 6,
    title: texts("O'quv kursimiz haqida", 'О нашем курсе', 'About your course'),
    description: texts(
      "Darslar sizga foyda beryaptimi? O'qituvchi va sharoitlar haqida fikringizni bilishni istaymiz.",
      'Полезны ли вам занятия? Хотим знать ваше мнение о преподавателе и условиях.',
      'Are the lessons helping you? We want to hear about your teacher and the classes.',
    ),
    questions: [
      rate(texts("O'qituvchining tushuntirishi", 'Как объясняет преподаватель', 'How clearly your teacher explains')),
      rate(texts("O'quv materiallari", 'Учебные материалы', 'Course materials')),
      rate(texts('Dars jadvali qulayligi', 'Удобство расписания', 'How the timetable suits you')),
      rate(texts('Xona va jihozlar', 'Аудитория и оборудование', 'Classroom and equipment')),
      choice(texts("O'sishingizni sezyapsizmi?", 'Чувствуете прогресс?', 'Do you feel you are progressing?'), {
        uz: ['Ha, sezilarli', 'Biroz', "Hali yo'q"],
        ru: ['Да, заметно', 'Немного', 'Пока нет'],
        en: ['Yes, clearly', 'A little', 'Not yet'],
      }),
    ],
    reward: coin(3000),
  },
];
