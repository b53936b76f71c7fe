import { hasTranslation, interpolate, translate, type TranslateParams } from '@fikr/shared/core';

/**
 * Server-only texts that the shared `common` namespace does not have (yet). Keys start with 'api.';
 * everything else is looked up in shared. Candidates to move to shared/src/i18n/locales.
 */
export const API_MESSAGES_UZ: Record<string, string> = {
  'api.unknownQuestion': 'Savol ushbu formada topilmadi',
  'api.duplicateAnswer': 'Bir savolga faqat bitta javob yuborilishi mumkin',
  'api.requiredAnswerMissing': 'Majburiy savolga javob berilmagan: {{question}}',
  'api.answerNotOption': "Javob variantlar ichida yo'q: {{question}}",
  'api.answerOutOfRange': "Javob {{min}} dan {{max}} gacha bo'lgan butun son bo'lishi kerak: {{question}}",
  'api.paymentAlreadyConfirmed': "To'lov allaqachon tasdiqlangan",
  'api.voucherConfirmLinkSent': "Mijozga tasdiqlash havolasi yuborildi",
  'api.noSurveySms': "Bu javob ochiq havola orqali kelgan: unga SMS yuborilmagan",
};

export function text(key: string, params?: TranslateParams): string {
  const own = API_MESSAGES_UZ[key];
  if (own !== undefined) return interpolate(own, params);
  return translate(key, 'uz', params);
}

export function isKnownMessage(key: string): boolean {
  return key in API_MESSAGES_UZ || hasTranslation(key);
}
