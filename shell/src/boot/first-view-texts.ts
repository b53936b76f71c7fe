// The shell's texts the first view shows before the console's i18n has loaded: the entry's small chunk carries
// these only. The console's own tables spread them in, so each text has one source (i18next's format: '{{name}}'
// placeholders, plural forms as _one/_few/_many suffixes).
export const firstViewTexts = {
  uz: {
    titles: { dashboard: 'Boshqaruv paneli' },
    dashboard: {
      noName: 'No name',
      ratingOf: '{{rating}} / 5',
      ratingCount: '{{count}} ta baho',
      balance: 'Balans',
      coins: '{{amount}} coin',
      responses: 'Jami javoblar',
      repeat: 'Qayta xaridlar',
      overallRating: 'Umumiy reyting',
      today: 'Bugungi natijalar',
      todayValue: '{{completed}} / {{requests}}',
    },
  },
  ru: {
    titles: { dashboard: 'Панель управления' },
    dashboard: {
      noName: 'Без названия',
      ratingOf: '{{rating}} / 5',
      ratingCount: 'оценок: {{count}}',
      ratingCount_one: '{{count}} оценка',
      ratingCount_few: '{{count}} оценки',
      ratingCount_many: '{{count}} оценок',
      balance: 'Баланс',
      coins: '{{amount}} коинов',
      responses: 'Всего ответов',
      repeat: 'Повторные покупки',
      overallRating: 'Общий рейтинг',
      today: 'Результаты за сегодня',
      todayValue: '{{completed}} / {{requests}}',
    },
  },
  en: {
    titles: { dashboard: 'Dashboard' },
    dashboard: {
      noName: 'No name',
      ratingOf: '{{rating}} / 5',
      ratingCount: '{{count}} ratings',
      ratingCount_one: '{{count}} rating',
      balance: 'Balance',
      coins: '{{amount}} coins',
      responses: 'Total responses',
      repeat: 'Repeat purchases',
      overallRating: 'Overall rating',
      today: "Today's results",
      todayValue: '{{completed}} / {{requests}}',
    },
  },
};
