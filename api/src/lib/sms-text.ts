import { sql, type SQL } from 'drizzle-orm';

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

/** The business name as an SMS may show it: no links or phone numbers, at most 40 characters. */
export function smsBusinessName(name: string): string {
  let text = name;
  for (const pattern of PATTERNS) text = text.replace(new RegExp(pattern, 'gi'), ' ');
  const clean = Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, SMS_NAME_MAX).join('').trim();
  return clean || FALLBACK;
}

/** smsBusinessName in SQL, for messages built inside a statement (the reward SMS of a submit). */
export function smsBusinessNameSql(name: SQL): SQL {
  let text = name;
  for (const pattern of PATTERNS) text = sql`regexp_replace(${text}, ${pattern}::text, ' ', 'gi')`;
  return sql`coalesce(nullif(btrim(left(btrim(regexp_replace(${text}, ${String.raw`\s+`}::text, ' ', 'g')), ${SMS_NAME_MAX}::int)), ''), ${FALLBACK}::text)`;
}
