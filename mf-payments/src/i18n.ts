import { addFeatureResources } from '@fikr/shared';

export const NS = 'payments';

const uz = {
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

const ru: typeof uz = {
  title: 'Платежи',
  topUp: {
    title: 'Пополнение баланса',
    amount: 'Сумма платежа (сум)',
    amountPlaceholder: '10000',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия',
    requestCode: 'Получить SMS-код',
    otp: 'SMS-код',
    otpPlaceholder: '6-значный код',
    sandboxCard: 'Тестовый режим: настоящие деньги не списываются. Платите картой {{card}} с любым будущим сроком.',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
  },
  history: {
    title: 'История платежей',
    date: 'Дата',
    method: 'Способ оплаты',
    amount: 'Сумма',
    status: 'Статус',
    allStatuses: 'Все статусы',
    empty: 'Платежей пока нет',
    emptyText: 'Когда вы пополните счёт картой, платежи появятся здесь. Coin идут на награды клиентам за ответы.',
    emptyAction: 'Пополнить счёт',
    noMatch: 'Под фильтр не подходит ни один платёж',
    clearFilters: 'Сбросить фильтр',
    loadFailed: 'Не удалось загрузить историю платежей',
  },
  som: '{{amount}} сум',
};

const en: typeof uz = {
  title: 'Payments',
  topUp: {
    title: 'Top up the balance',
    amount: 'Amount (som)',
    amountPlaceholder: '10000',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    requestCode: 'Get SMS code',
    otp: 'SMS code',
    otpPlaceholder: '6-digit code',
    sandboxCard: 'Test mode: no real money is taken. Pay with the card {{card}} and any future expiry.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  history: {
    title: 'Payment history',
    date: 'Date',
    method: 'Method',
    amount: 'Amount',
    status: 'Status',
    allStatuses: 'All statuses',
    empty: 'No payments yet',
    emptyText: "Your card top-ups appear here. The coins pay customers' rewards for their answers.",
    emptyAction: 'Top up',
    noMatch: 'No payment matches the filter',
    clearFilters: 'Clear filter',
    loadFailed: 'Could not load the payment history',
  },
  som: '{{amount}} som',
};

addFeatureResources(NS, { uz, ru, en });
