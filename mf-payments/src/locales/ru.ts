import type { PaymentsResources } from './uz';

export const ru: PaymentsResources = {
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
