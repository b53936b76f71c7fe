import type { SettingsResources } from './uz';

export const ru: SettingsResources = {
  tabs: { account: 'Аккаунт', payments: 'Платежи', notifications: 'Уведомления' },
  notifications: {
    title: 'Уведомления в Telegram',
    intro:
      'Если клиент ставит низкую оценку, в Telegram сразу приходит сообщение: бизнес, форма, оценка, отзыв и ссылка на ответ.',
    notLinked: 'Чат Telegram ещё не подключён.',
    getLink: 'Получить ссылку Telegram',
    newLink: 'Получить новую ссылку',
    openLink:
      'Откройте ссылку (или отсканируйте QR-код телефоном) и нажмите «Start» в боте. Ссылка действует 30 минут и только один раз.',
    qr: 'QR-код ссылки Telegram',
    waiting: 'Ожидаем подключения чата…',
    linked: 'Подключённый чат: {{chat}}',
    chatId: 'ID чата: {{id}}',
    unlink: 'Отключить',
    threshold: 'О каких оценках сообщать',
    atMost: '{{count}} и ниже',
    privacy: 'Сообщаем только об открытых ответах: анонимные ответы никогда не отправляются.',
    push: {
      title: 'Уведомления на это устройство',
      on: 'Включено: о низкой оценке придёт уведомление на это устройство',
      off: 'Выключено',
      unsupported:
        'Этот браузер не поддерживает уведомления. Добавьте приложение на главный экран или откройте другой браузер.',
      denied: 'Уведомления запрещены в настройках браузера: разрешите их там.',
    },
  },
  paymentsUnavailable: 'Раздел платежей недоступен',
  profile: {
    title: 'Профиль бизнеса',
    logo: 'Логотип',
    uploadLogo: 'Загрузить логотип',
    removeLogo: 'Удалить логотип',
    logoHint: 'JPG, PNG или WEBP, до 2 МБ',
    logoType: 'Можно загрузить только изображение JPG, PNG или WEBP',
    logoSize: 'Размер логотипа не должен превышать 2 МБ',
    name: 'Название бизнеса',
    category: 'Категория',
    categoryPlaceholder: 'Выберите категорию',
    description: 'Описание',
    phone: 'Телефон',
    email: 'Электронная почта',
    region: 'Регион',
    regionPlaceholder: 'Выберите регион',
    district: 'Район',
    districtPlaceholder: 'Выберите район',
    address: 'Адрес',
    save: 'Сохранить',
    reviewLinks: 'Ваши страницы на картах',
    reviewLinksHint:
      'Показываются после ответа каждому клиенту, ответившему открыто, при любой оценке. Полная ссылка https://.',
    reviewGoogle: 'Google Maps',
    reviewYandex: 'Яндекс Карты',
    reviewTwogis: '2GIS',
  },
};
