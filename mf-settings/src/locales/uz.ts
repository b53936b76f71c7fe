/** Uzbek (default) texts of the `settings` namespace; ru.ts and en.ts have the same keys. */
export const uz = {
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

export type SettingsResources = typeof uz;
