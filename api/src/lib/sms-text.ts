import { sql, type SQL } from 'drizzle-orm';
import type { MessageParams } from '@fikr/shared/catalogue';
import { LANGUAGES, type Lang } from '@fikr/shared/core';
import { text, textSql } from './messages';

/** Longest business name an SMS carries. */
export const SMS_NAME_MAX = 40;

/**
 * What is cut out of a business name before it goes into an SMS, so the name cannot carry phishing text:
 * control characters and line breaks (a line of its own), bidi and zero-width characters (text shown in
 * another order than it is written), links (with or without a scheme), bare domains and phone numbers.
 * Written for both JavaScript and PostgreSQL regular expressions (no \b, no \p), so the SQL that builds
 * reward SMS cuts exactly the same.
 */
const PATTERNS = [
  String.raw`[\u0001-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]`,
  String.raw`(https?://|www\.)\S*`,
  String.raw`[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(/\S*)?`,
  String.raw`\+?[0-9][0-9 ().-]{5,}[0-9]`,
];
const FALLBACK = 'Fikr';

/**
 * Look-alikes that would turn a whole SMS into UCS-2 (70 characters a segment instead of 160) for nothing: the
 * Uzbek o‘/g‘ apostrophes, typographic quotes, dashes and spaces, each with the GSM-7 character it stands for.
 * Single characters in and out, so PostgreSQL's translate() does the same.
 */
const LOOK_ALIKES: Array<[string, string]> = [
  ['ʻʼ‘’‚‛`´′ʹ', "'".repeat(10)],
  ['«»“”„‟″', '"'.repeat(7)],
  ['‐‑‒–—―−', '-'.repeat(7)],
  ['\u00a0\u2007\u202f', '   '],
];

/** Uzbek Cyrillic (and Russian) letters in the official Uzbek Latin alphabet. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'sh', ъ: "'", ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya', ў: "o'", қ: 'q', ғ: "g'", ҳ: 'h', і: 'i',
  А: 'A', Б: 'B', В: 'V', Г: 'G', Д: 'D', Е: 'E', Ё: 'Yo', Ж: 'J', З: 'Z', И: 'I', Й: 'Y', К: 'K', Л: 'L',
  М: 'M', Н: 'N', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', У: 'U', Ф: 'F', Х: 'X', Ц: 'Ts', Ч: 'Ch', Ш: 'Sh',
  Щ: 'Sh', Ъ: "'", Ы: 'I', Ь: '', Э: 'E', Ю: 'Yu', Я: 'Ya', Ў: "O'", Қ: 'Q', Ғ: "G'", Ҳ: 'H', І: 'I',
}; // prettier-ignore

/**
 * What a Latin (uz, en) SMS keeps of a name once transliterated and stripped of accents (é → e): characters of
 * the GSM-7 basic set only; GSM-7's escaped ones ([ ] { } ~ ^ | \ €) cost two, emoji and other scripts would
 * switch the whole SMS to UCS-2.
 */
const NOT_GSM_SAFE = String.raw`[^A-Za-z0-9 !"#$%&'()*+,./:;<=>?@_-]`;
/** A Russian SMS is UCS-2 anyway, but a character outside the BMP (emoji) takes two of its 67-70 places. */
const ASTRAL_JS = /[\u{10000}-\u{10FFFF}]/gu;
const ASTRAL_SQL = String.raw`[\U00010000-\U0010FFFF]`;

/** An SMS text with its look-alike apostrophes, quotes, dashes and spaces as their plain GSM-7 characters. */
export function normalizeSmsText(value: string): string {
  let out = value;
  for (const [from, to] of LOOK_ALIKES) {
    out = out.replace(new RegExp(`[${from}]`, 'g'), (c) => to[from.indexOf(c)]);
  }
  return out;
}

/** Cyrillic letters in Uzbek Latin: «Ўзбегим» → «O'zbegim». */
export function latinize(value: string): string {
  return value.replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC_TO_LATIN[c] ?? c);
}

/**
 * The business name as an SMS in `lang` may show it: no links or phone numbers, plain apostrophes and quotes,
 * in Latin letters of the GSM-7 alphabet for uz and en (a Cyrillic name transliterated), at most 40 characters.
 */
export function smsBusinessName(name: string, lang: Lang = 'uz'): string {
  let out = name;
  for (const pattern of PATTERNS) out = out.replace(new RegExp(pattern, 'gi'), ' ');
  out = normalizeSmsText(out);
  out =
    lang === 'ru'
      ? out.replace(ASTRAL_JS, '')
      : latinize(out).normalize('NFKD').replace(new RegExp(NOT_GSM_SAFE, 'g'), '');
  const clean = Array.from(out.replace(/\s+/g, ' ').trim()).slice(0, SMS_NAME_MAX).join('').trim();
  return clean || FALLBACK;
}

function translateSql(value: SQL, pairs: Array<[string, string]>): SQL {
  let out = value;
  for (const [from, to] of pairs) out = sql`translate(${out}, ${from}::text, ${to}::text)`;
  return out;
}

/** smsBusinessName in SQL, for messages built inside a statement (the reward SMS of a submit). */
export function smsBusinessNameSql(name: SQL, lang: Lang = 'uz'): SQL {
  let out = name;
  for (const pattern of PATTERNS) out = sql`regexp_replace(${out}, ${pattern}::text, ' ', 'gi')`;
  out = translateSql(out, LOOK_ALIKES);
  if (lang === 'ru') {
    out = sql`regexp_replace(${out}, ${ASTRAL_SQL}::text, '', 'g')`;
  } else {
    const letters = Object.entries(CYRILLIC_TO_LATIN);
    // letters written with several Latin ones first (replace), then the one-to-one rest in a single translate
    for (const [from, to] of letters.filter(([, to]) => to.length !== 1)) {
      out = sql`replace(${out}, ${from}::text, ${to}::text)`;
    }
    const single = letters.filter(([, to]) => to.length === 1);
    out = translateSql(out, [[single.map(([from]) => from).join(''), single.map(([, to]) => to).join('')]]);
    out = sql`regexp_replace(normalize(${out}, NFKD), ${NOT_GSM_SAFE}::text, '', 'g')`;
  }
  return sql`coalesce(nullif(btrim(left(btrim(regexp_replace(${out}, ${String.raw`\s+`}::text, ' ', 'g')), ${SMS_NAME_MAX}::int)), ''), ${FALLBACK}::text)`;
}

/** Templates written in GSM-7 in every language, Russian included, so their business name is cleaned to Latin. */
export const LATIN_TEMPLATES: ReadonlySet<string> = new Set(['sms.surveyCoin', 'sms.surveyVoucher']);

/** Variables of an SMS template; `business` is the business's name as stored (smsText cleans it). */
export type SmsParams = MessageParams & { business?: string };

/**
 * The one way an SMS text is written: the catalogue's fixed template in `lang`, the business name cleaned for
 * that language (smsBusinessName), and the whole text normalised (normalizeSmsText).
 */
export function smsText(key: string, params: SmsParams, lang: Lang): string {
  // a survey request carries its opt-out link: GSM-7 in every language (its Russian text is in Latin letters)
  const nameLang = LATIN_TEMPLATES.has(key) ? 'uz' : lang;
  const vars =
    params.business === undefined ? params : { ...params, business: smsBusinessName(params.business, nameLang) };
  return normalizeSmsText(text(key, vars, lang));
}

const normalizedText = (key: string, params: MessageParams, lang: Lang) => normalizeSmsText(text(key, params, lang));

/**
 * smsText in SQL, in the language a SQL expression gives per row ('ru', 'en'; Uzbek for anything else or null):
 * `business` is the SQL of the stored name, cleaned per language exactly as smsBusinessName does.
 */
export function smsTextSqlIn(langSql: SQL, key: string, vars: Record<string, SQL> & { business?: SQL }): SQL {
  const inLang = (lang: Lang) => {
    const own = vars.business === undefined ? vars : { ...vars, business: smsBusinessNameSql(vars.business, lang) };
    return textSql(key, own, lang, normalizedText);
  };
  const [, ...others] = LANGUAGES;
  return sql`case ${langSql} ${sql.join(
    others.map((lang) => sql`when ${lang}::text then ${inLang(lang)}`),
    sql` `,
  )} else ${inLang('uz')} end`;
}
