/**
 * Texts only the server says: every SMS template, the bot's messages and buttons, the table tent, push and alert
 * texts, and the answers only the API gives. They live apart so that the console, whose first load carries the
 * common texts, never downloads them. The API's catalogue (`@fikr/shared/catalogue`) merges them into the same
 * `common` namespace, so `sms.reply` reads as any other key.
 */
export const uzServer = {
  sms: {
    topupCode: "Fikr: {{amount}} so'm to'lovni tasdiqlash kodi: {{code}}. Kodni hech kimga bermang.",
    phoneCode: 'Fikr: telefon raqamingizni tasdiqlash kodi {{code}}. Kodni hech kimga bermang.',
    surveyTest: "{{business}}: bu sinov so'rovi, mijozlaringiz shunday xabar oladi. So'rovnomani oching: {{url}}",
    surveyCoin:
      "{{business}} fikringizni so'raydi. So'rovnomani to'ldiring va {{coin}} coin keshbek oling: {{url}} To'xtatish: {{stop}}",
    surveyVoucher:
      "{{business}} fikringizni so'raydi. So'rovnomani to'ldiring va {{amount}} so'mlik voucher oling: {{url}} To'xtatish: {{stop}}",
    voucherConfirm: "{{business}}: {{amount}} so'mlik voucheringizdan foydalanishni tasdiqlang: {{url}}",
    rewardCoin: "{{business}}: rahmat! Hisobingizga {{coin}} coin keshbek qo'shildi. Hamyon: {{wallet}}",
    rewardVoucher:
      "{{business}}: rahmat! {{amount}} so'mlik voucheringiz kodi {{code}}, {{until}} gacha amal qiladi. Hamyon: {{wallet}}",
    reply: '{{business}} sizning fikringizga javob berdi: {{url}}',
  },
  api: {
    tentRewardCoin: 'Fikringizni yozing — {{coin}} coin oling',
    tentNoReward: 'Fikringizni yozing — bu bir daqiqa oladi',
    tentScan: 'Telefoningiz kamerasi bilan QR kodni skanerlang',
    tentOrOpen: 'yoki havolani oching:',
    pushLowRatingTitle: 'Past baho: {{stars}} ({{rating}}/5)',
    pushLowRatingBody: 'Biznes «{{name}}», forma «{{title}}»',
    canaryUnknownRemote: "Bu remote manifestda yo'q",
    canaryOriginNotAllowed: 'Canary faqat shu manbalardan yuklanadi: {{origins}}',
    unknownQuestion: 'Savol ushbu formada topilmadi',
    duplicateAnswer: 'Bir savolga faqat bitta javob yuborilishi mumkin',
    requiredAnswerMissing: 'Majburiy savolga javob berilmagan: {{question}}',
    answerNotOption: "Javob variantlar ichida yo'q: {{question}}",
    answerOutOfRange: "Javob {{min}} dan {{max}} gacha bo'lgan butun son bo'lishi kerak: {{question}}",
    paymentAlreadyConfirmed: "To'lov allaqachon tasdiqlangan",
    voucherConfirmLinkSent: 'Mijozga tasdiqlash havolasi yuborildi',
    noSurveySms: 'Bu javob ochiq havola orqali kelgan: unga SMS yuborilmagan',
    alertLowRating: '⚠️ Past baho: {{stars}} ({{rating}}/5)',
    alertBusiness: 'Biznes: «{{name}}»',
    alertForm: 'Forma: «{{title}}»',
    alertCustomer: 'Mijoz: «{{name}}»',
    alertReview: 'Izoh: «{{review}}»',
    alertNoReview: 'Izoh: —',
    alertOpen: 'Javobni ochish: {{url}}',
    telegramLinked:
      "Fikr: bu chat «{{name}}» biznesining bildirishnomalariga ulandi. Baho {{threshold}} yoki undan past bo'lsa xabar beramiz.",
    telegramLinkExpired:
      "Fikr: havola eskirgan yoki allaqachon ishlatilgan. Sozlamalar → Bildirishnomalar bo'limidan yangi havola oling.",
    tgAskContact:
      "Fikr: so'rovnomalar va mukofotlar shu yerga kelishi uchun quyidagi tugma bilan telefon raqamingizni yuboring.",
    tgShareContact: '📱 Raqamimni yuborish',
    tgLinked:
      "Fikr: bu chat +{{phone}} raqamiga ulandi. So'rovnomalar va mukofotlar endi shu yerga keladi. /stop — so'rovnomalarni to'xtatish.",
    tgContactRefused: "Fikr: faqat o'zingizning raqamingizni quyidagi tugma bilan yuboring.",
    tgStopped:
      "Fikr: endi sizga hech bir biznesdan so'rovnoma kelmaydi (Telegram ham, SMS ham). Qayta yoqish uchun /start yuboring.",
    tgResumed: "Fikr: so'rovnomalar qayta yoqildi.",
    tgFormIntro: "Fikr: «{{business}}» fikringizni so'raydi.",
    tgFormGone: "Fikr: bu so'rovnoma endi mavjud emas.",
    tgWalletIntro: "Fikr: hamyoningiz — balans, vaucherlar va to'lov kodlari.",
    tgOpenForm: "So'rovnomani ochish",
    tgOpenWallet: 'Hamyonni ochish',
    tgOpenVoucher: 'Vaucherni tasdiqlash',
    tgOpenReply: 'Javobni ochish',
  },
};

/** Shape every language of the server texts follows (same keys, string leaves). */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ServerTexts = Widen<typeof uzServer>;
