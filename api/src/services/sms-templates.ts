import { SegmentedMessage } from 'sms-segments-calculator';
import { AMOUNT_MAX, LANGUAGES, type Lang, type OpsSmsTemplate } from '@fikr/shared/core';
import { text } from '../lib/messages';
import { smsText, type SmsParams } from '../lib/sms-text';

/** The longest business name the profile accepts (100 characters), Cyrillic with «» and ў: the worst case. */
export const LONGEST_BUSINESS_NAME = '«Ўзбегим» ош маркази ва чойхонаси, '.repeat(3).slice(0, 100);

/** Where the links of an SMS point: the public app (customers' links) and the console (a member's invite). */
export interface SmsOrigins {
  publicFormOrigin: string;
  publicOrigin: string;
}

const TOKEN = 'x'.repeat(22); // urlToken(): 16 bytes in base64url
const BIGGEST_PAYOUT = 1_000_000_000; // the wallet's payout request allows up to this many coin

/**
 * Every text that goes out by SMS, with the longest value each variable can take: the catalogue key → its
 * variables for a language.
 */
const TEMPLATES: Record<string, (o: SmsOrigins, lang: Lang) => SmsParams> = {
  'sms.phoneCode': () => ({ code: '123456' }),
  'sms.topupCode': () => ({ amount: AMOUNT_MAX, code: '123456' }),
  'sms.surveyTest': (o) => ({ business: LONGEST_BUSINESS_NAME, url: `${o.publicFormOrigin}/form/${TOKEN}` }),
  'sms.surveyCoin': (o) => ({
    business: LONGEST_BUSINESS_NAME,
    coin: AMOUNT_MAX,
    url: `${o.publicFormOrigin}/form/${TOKEN}`,
    stop: `${o.publicFormOrigin}/stop/${TOKEN}`,
  }),
  'sms.surveyVoucher': (o) => ({
    business: LONGEST_BUSINESS_NAME,
    amount: AMOUNT_MAX,
    url: `${o.publicFormOrigin}/form/${TOKEN}`,
    stop: `${o.publicFormOrigin}/stop/${TOKEN}`,
  }),
  'sms.voucherConfirm': (o) => ({
    business: LONGEST_BUSINESS_NAME,
    amount: AMOUNT_MAX,
    url: `${o.publicFormOrigin}/voucher/${TOKEN}`,
  }),
  'sms.rewardCoin': (o) => ({
    business: LONGEST_BUSINESS_NAME,
    coin: AMOUNT_MAX,
    wallet: `${o.publicFormOrigin}/wallet`,
  }),
  'sms.rewardVoucher': (o) => ({
    business: LONGEST_BUSINESS_NAME,
    amount: AMOUNT_MAX,
    code: 'ABCDEFGH',
    until: '31-12-2099',
    wallet: `${o.publicFormOrigin}/wallet`,
  }),
  'sms.reply': (o) => ({ business: LONGEST_BUSINESS_NAME, url: `${o.publicFormOrigin}/reply/${TOKEN}` }),
  'wallet.smsCode': () => ({ code: '123456' }),
  'wallet.smsCoinReceipt': () => ({ business: LONGEST_BUSINESS_NAME, amount: AMOUNT_MAX, balance: BIGGEST_PAYOUT }),
  'wallet.smsPayoutPaid': () => ({ amount: BIGGEST_PAYOUT, card: '*1234' }),
  'wallet.smsPayoutFailed': () => ({ amount: BIGGEST_PAYOUT }),
  'wallet.smsWalletLink': (o) => ({ url: `${o.publicFormOrigin}/wallet` }),
  'team.smsInvite': (o, lang) => {
    const roles = [text('team.roleManager', {}, lang), text('team.roleCashier', {}, lang)];
    return {
      business: LONGEST_BUSINESS_NAME,
      role: roles.reduce((a, b) => (b.length > a.length ? b : a)),
      url: `${o.publicOrigin}/login?phone=998901234567`,
    };
  },
};

export const SMS_TEMPLATE_KEYS = Object.keys(TEMPLATES);

/** One template in one language at its longest, with the encoding and segment count a gateway bills. */
export function measureSmsTemplate(key: string, lang: Lang, origins: SmsOrigins): OpsSmsTemplate {
  const body = smsText(key, TEMPLATES[key](origins, lang), lang);
  const measured = new SegmentedMessage(body);
  return {
    key,
    lang,
    text: body,
    encoding: measured.encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2',
    segments: measured.segmentsCount,
  };
}

/** GET /ops/sms-templates: every SMS template in every language, measured with this server's link origins. */
export function smsTemplates(origins: SmsOrigins): { templates: OpsSmsTemplate[] } {
  return {
    templates: SMS_TEMPLATE_KEYS.flatMap((key) => LANGUAGES.map((lang) => measureSmsTemplate(key, lang, origins))),
  };
}
