import type { ServerTexts } from './uz';

export const enServer: ServerTexts = {
  sms: {
    topupCode: "Fikr: the code to confirm your {{amount}} so'm payment: {{code}}. Do not share it.",
    phoneCode: 'Fikr: your phone confirmation code is {{code}}. Do not share it.',
    surveyTest: '{{business}}: this is a test request, your customers will get one like it. Open the survey: {{url}}',
    surveyCoin:
      '{{business}} asks for your feedback. Fill in the survey and get {{coin}} coin cashback: {{url}} Stop: {{stop}}',
    surveyVoucher:
      "{{business}} asks for your feedback. Fill in the survey and get a {{amount}} so'm voucher: {{url}} Stop: {{stop}}",
    voucherConfirm: "{{business}}: confirm the use of your {{amount}} so'm voucher: {{url}}",
    rewardCoin: '{{business}}: thank you! {{coin}} coin cashback was added to your account. Wallet: {{wallet}}',
    rewardVoucher:
      "{{business}}: thank you! Your {{amount}} so'm voucher code is {{code}}, valid until {{until}}. Wallet: {{wallet}}",
    reply: '{{business}} replied to your feedback: {{url}}',
  },
  api: {
    tentRewardCoin: 'Share your feedback — get {{coin}} coins',
    tentNoReward: 'Share your feedback — it takes a minute',
    tentScan: "Point your phone's camera at the QR code",
    tentOrOpen: 'or open the link:',
    pushLowRatingTitle: 'Low rating: {{stars}} ({{rating}}/5)',
    pushLowRatingBody: 'Business «{{name}}», form «{{title}}»',
    canaryUnknownRemote: 'The manifest lists no such remote',
    canaryOriginNotAllowed: 'A canary loads only from these origins: {{origins}}',
    unknownQuestion: 'The question is not in this form',
    duplicateAnswer: 'Only one answer per question can be sent',
    requiredAnswerMissing: 'A required question has no answer: {{question}}',
    answerNotOption: 'The answer is not one of the options: {{question}}',
    answerOutOfRange: 'The answer must be a whole number from {{min}} to {{max}}: {{question}}',
    paymentAlreadyConfirmed: 'The payment is already confirmed',
    voucherConfirmLinkSent: 'A confirmation link was sent to the customer',
    noSurveySms: 'This response came through the open link: no SMS was sent for it',
    alertLowRating: '⚠️ Low rating: {{stars}} ({{rating}}/5)',
    alertBusiness: 'Business: «{{name}}»',
    alertForm: 'Form: «{{title}}»',
    alertCustomer: 'Customer: «{{name}}»',
    alertReview: 'Review: «{{review}}»',
    alertNoReview: 'Review: —',
    alertOpen: 'Open the response: {{url}}',
    telegramLinked:
      'Fikr: this chat now gets the alerts of «{{name}}». We write when a rating is {{threshold}} or lower.',
    telegramLinkExpired: 'Fikr: this link has expired or was already used. Get a new one in Settings → Notifications.',
    tgAskContact: 'Fikr: share your phone number with the button below so your survey requests and rewards come here.',
    tgShareContact: '📱 Share my number',
    tgLinked:
      'Fikr: this chat is linked to +{{phone}}. Survey requests and rewards now come here. /stop stops survey requests.',
    tgContactRefused: 'Fikr: send your own number with the button below.',
    tgStopped:
      'Fikr: no business will send you survey requests any more (neither by Telegram nor by SMS). Send /start to get them again.',
    tgResumed: 'Fikr: survey requests are on again.',
    tgFormIntro: 'Fikr: «{{business}}» asks for your feedback.',
    tgFormGone: 'Fikr: this survey is no longer available.',
    tgWalletIntro: 'Fikr: your wallet — balance, vouchers and pay codes.',
    tgOpenForm: 'Open the survey',
    tgOpenWallet: 'Open the wallet',
    tgOpenVoucher: 'Confirm the voucher',
    tgOpenReply: 'Open the reply',
  },
};
