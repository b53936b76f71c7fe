import { engine, LANGUAGES } from '@fikr/shared/core';
import '@fikr/shared/catalogue';
import { LATIN_TEMPLATES, smsBusinessName } from '../lib/sms-text';
import { LONGEST_BUSINESS_NAME, measureSmsTemplate, SMS_TEMPLATE_KEYS } from './sms-templates';

// A production-like origin a bit longer than the bare domain, so a template that fits has room to spare.
const ORIGINS = { publicFormOrigin: 'https://app.fikr.uz', publicOrigin: 'https://app.fikr.uz' };

describe('every SMS template at its longest', () => {
  it.each(SMS_TEMPLATE_KEYS.flatMap((key) => LANGUAGES.map((lang) => [key, lang] as const)))(
    '%s in %s is at most 2 segments, GSM-7 unless Russian',
    (key, lang) => {
      const sms = measureSmsTemplate(key, lang, ORIGINS);
      expect(sms.text).not.toMatch(/\{\{|\}\}/);
      expect(sms.segments).toBeLessThanOrEqual(2);
      // Cyrillic is UCS-2 by nature: a Russian SMS is measured in that encoding (134 characters for 2 segments);
      // a survey request is GSM-7 in every language, its opt-out link included
      expect(sms.encoding).toBe(lang === 'ru' && !LATIN_TEMPLATES.has(key) ? 'UCS-2' : 'GSM-7');
      if (key.startsWith('sms.survey') && key !== 'sms.surveyTest') expect(sms.text).toMatch(/\/stop\/x{22}$/);
    },
  );

  it('measures with the longest business name the profile allows, cut to the 40 characters an SMS shows', () => {
    expect(LONGEST_BUSINESS_NAME).toHaveLength(100);
    for (const lang of LANGUAGES) {
      const name = smsBusinessName(LONGEST_BUSINESS_NAME, lang === 'ru' ? 'uz' : lang);
      expect(name).toHaveLength(40);
      expect(measureSmsTemplate('sms.surveyCoin', lang, ORIGINS).text.startsWith(name)).toBe(true);
    }
  });

  it('lists every SMS text of the catalogue', () => {
    const uz = engine.getResourceBundle('uz', 'common') as Record<string, Record<string, string>>;
    const catalogue = [
      ...Object.keys(uz.sms).map((k) => `sms.${k}`),
      ...Object.keys(uz.wallet)
        .filter((k) => k.startsWith('sms'))
        .map((k) => `wallet.${k}`),
      ...Object.keys(uz.team)
        .filter((k) => k.startsWith('sms'))
        .map((k) => `team.${k}`),
    ];
    expect([...SMS_TEMPLATE_KEYS].sort()).toEqual(catalogue.sort());
  });

  it('counts a template that grew too long as 3 segments', () => {
    const long = { publicFormOrigin: `https://${'x'.repeat(60)}.uz`, publicOrigin: 'https://app.fikr.uz' };
    expect(measureSmsTemplate('sms.rewardVoucher', 'ru', long).segments).toBe(3);
  });
});
