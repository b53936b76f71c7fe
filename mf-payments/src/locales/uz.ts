/** Uzbek (default) texts of the `payments` namespace; ru.ts and en.ts have the same keys. */
export const uz = {
  title: "To'lovlar",
  topUp: {
    title: "Hisobni to'ldirish",
    amount: "To'lov miqdori (so'm)",
    amountPlaceholder: '10000',
    cardNumber: 'Karta raqami',
    expiry: 'Amal qilish muddati',
    requestCode: 'SMS kod olish',
    otp: 'SMS kod',
    otpPlaceholder: '6 raqamli kod',
    sandboxCard:
      "Sinov rejimi: haqiqiy pul yechilmaydi. {{card}} kartasi va istalgan kelajakdagi muddat bilan to'lang.",
    confirm: 'Tasdiqlash',
    cancel: 'Bekor qilish',
  },
  history: {
    title: "To'lovlar tarixi",
    date: 'Sana',
    method: "To'lov usuli",
    amount: 'Miqdor',
    status: 'Holati',
    allStatuses: 'Barcha holatlar',
    empty: "Hozircha to'lovlar yo'q",
    emptyText:
      "Hisobni kartadan to'ldirganingizda to'lovlar shu yerda ko'rinadi. Coinlar mijozlarning javob uchun mukofotlariga sarflanadi.",
    emptyAction: "Hisobni to'ldirish",
    noMatch: "Filtrga mos to'lov topilmadi",
    clearFilters: 'Filtrni tozalash',
    loadFailed: "To'lovlar tarixini yuklashda xatolik yuz berdi",
  },
  som: "{{amount}} so'm",
};

export type PaymentsResources = typeof uz;
