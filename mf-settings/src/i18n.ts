import { addFeatureResources } from '@fikr/shared';

export const NS = 'settings';

/** The ratings an owner may pick as the alert threshold (the API's ALERT_THRESHOLDS). */
export const ALERT_THRESHOLDS_LIST = [1, 2, 3] as const;

const uz = {
  tabs: { account: 'Akkaunt', payments: "To'lovlar", notifications: 'Bildirishnomalar' },
  notifications: {
    title: 'Telegram bildirishnomalari',
    intro: "Mijoz past baho qo'ysa, Telegram'ga darhol xabar keladi: biznes, forma, baho, izoh va javobga havola.",
    notLinked: 'Telegram chat hali ulanmagan.',
    getLink: 'Telegram havolasini olish',
    newLink: 'Yangi havola olish',
    openLink:
      'Havolani oching (yoki QR kodni telefonda skanerlang) va botda «Start» tugmasini bosing. Havola 30 daqiqa amal qiladi va bir marta ishlatiladi.',
    qr: 'Telegram havolasining QR kodi',
    waiting: 'Chat ulanishi kutilmoqda…',
    linked: 'Ulangan chat: {{chat}}',
    chatId: 'Chat ID: {{id}}',
    unlink: 'Uzish',
    threshold: 'Qaysi baholar haqida xabar berilsin',
    atMost: '{{count}} va undan past',
    privacy: 'Faqat ochiq javoblar haqida xabar beriladi: maxfiy javoblar hech qachon yuborilmaydi.',
    push: {
      title: 'Shu qurilmaga bildirishnoma',
      on: 'Yoqilgan: past baho haqida shu qurilmaga xabar keladi',
      off: "O'chirilgan",
      unsupported:
        "Bu brauzer bildirishnomalarni qo'llab-quvvatlamaydi. Ilovani bosh ekranga qo'shing yoki boshqa brauzerni oching.",
      denied: 'Bildirishnomalar brauzer sozlamalarida taqiqlangan: ularni u yerda yoqing.',
    },
  },
  paymentsUnavailable: "To'lovlar bo'limi mavjud emas",
  profile: {
    title: 'Biznes profili',
    logo: 'Logo',
    uploadLogo: 'Logo yuklash',
    removeLogo: "Logoni o'chirish",
    logoHint: 'JPG, PNG yoki WEBP, 2 MB gacha',
    logoType: 'Faqat JPG, PNG yoki WEBP formatidagi rasm yuklash mumkin',
    logoSize: 'Logo hajmi 2 MB dan oshmasligi kerak',
    name: 'Biznes nomi',
    category: 'Toifa',
    categoryPlaceholder: 'Toifani tanlang',
    description: 'Tavsif',
    phone: 'Telefon',
    email: 'Elektron pochta',
    region: 'Viloyat',
    regionPlaceholder: 'Viloyatni tanlang',
    district: 'Tuman',
    districtPlaceholder: 'Tumanni tanlang',
    address: 'Manzil',
    save: 'Saqlash',
    reviewLinks: 'Xaritalardagi sahifalaringiz',
    reviewLinksHint:
      "Ochiq javob bergan har bir mijozga, bahosidan qat'i nazar, javobdan so'ng ko'rsatiladi. To'liq https:// havola.",
    reviewGoogle: 'Google Maps',
    reviewYandex: 'Yandex Maps',
    reviewTwogis: '2GIS',
  },
};

const ru: typeof uz = {
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

const en: typeof uz = {
  tabs: { account: 'Account', payments: 'Payments', notifications: 'Notifications' },
  notifications: {
    title: 'Telegram notifications',
    intro:
      'When a customer gives a low rating, Telegram tells you at once: business, form, rating, review and a link to the response.',
    notLinked: 'No Telegram chat is linked yet.',
    getLink: 'Get the Telegram link',
    newLink: 'Get a new link',
    openLink:
      'Open the link (or scan the QR code with your phone) and press «Start» in the bot. The link works once, for 30 minutes.',
    qr: 'QR code of the Telegram link',
    waiting: 'Waiting for the chat to be linked…',
    linked: 'Linked chat: {{chat}}',
    chatId: 'Chat ID: {{id}}',
    unlink: 'Unlink',
    threshold: 'Which ratings to report',
    atMost: '{{count}} or lower',
    privacy: 'Only public responses are reported: private ones are never sent.',
    push: {
      title: 'Notifications on this device',
      on: 'On: a low rating is announced on this device',
      off: 'Off',
      unsupported: "This browser can't show notifications. Add the app to your home screen or open another browser.",
      denied: 'Notifications are blocked in the browser settings: allow them there.',
    },
  },
  paymentsUnavailable: 'The payments section is not available',
  profile: {
    title: 'Business profile',
    logo: 'Logo',
    uploadLogo: 'Upload logo',
    removeLogo: 'Remove logo',
    logoHint: 'JPG, PNG or WEBP, up to 2 MB',
    logoType: 'Only JPG, PNG or WEBP images can be uploaded',
    logoSize: 'The logo must not be larger than 2 MB',
    name: 'Business name',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    description: 'Description',
    phone: 'Phone',
    email: 'Email',
    region: 'Region',
    regionPlaceholder: 'Choose a region',
    district: 'District',
    districtPlaceholder: 'Choose a district',
    address: 'Address',
    save: 'Save',
    reviewLinks: 'Your pages on maps',
    reviewLinksHint:
      'Shown after answering to every customer who answered publicly, whatever the rating. A full https:// link.',
    reviewGoogle: 'Google Maps',
    reviewYandex: 'Yandex Maps',
    reviewTwogis: '2GIS',
  },
};

addFeatureResources(NS, { uz, ru, en });
