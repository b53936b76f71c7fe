import { sql, type SQL } from 'drizzle-orm';
import { hasMessage, message, type MessageParams } from '@fikr/shared/catalogue';
import { DEFAULT_LANG, engine, type Lang } from '@fikr/shared/core';

/**
 * Every text the API answers with lives in the shared catalogue (shared/src/i18n/locales, `api.*` for the
 * server's own) in uz, ru and en. Uzbek-only texts not yet moved there may wait here for their translations.
 */
export const API_MESSAGES_UZ: Record<string, string> = {};

/** The text of `key` in the reader's language (Uzbek by default). */
export function text(key: string, params?: MessageParams, lang: Lang = DEFAULT_LANG): string {
  const own = API_MESSAGES_UZ[key];
  if (own !== undefined) return engine.services.interpolator.interpolate(own, params ?? {}, lang, {});
  return message(key, lang, params);
}

export function isKnownMessage(key: string): boolean {
  return key in API_MESSAGES_UZ || hasMessage(key);
}

const MARK = '\u0000';

/**
 * A catalogue text as a SQL expression, for a message that one statement writes for many rows (the reward SMS of a
 * batch of submits): the template's fixed parts are bound parameters, each {{variable}} is the SQL given for it.
 */
export function textSql(
  key: string,
  vars: Record<string, SQL>,
  lang: Lang,
  render: (key: string, params: MessageParams, lang: Lang) => string = text,
): SQL {
  const marks = Object.fromEntries(Object.keys(vars).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = render(key, marks, lang).split(MARK);
  // the split alternates fixed text and variable names: "a {{x}} b" → ['a ', 'x', ' b']
  return sql.join(
    parts.map((part, i) => (i % 2 === 1 ? sql`(${vars[part]})::text` : sql`${part}::text`)),
    sql` || `,
  );
}

/** textSql in the language a SQL expression gives per row ('ru', 'en'; Uzbek for anything else or null). */
export function textSqlIn(langSql: SQL, key: string, vars: Record<string, SQL>): SQL {
  return sql`case ${langSql} when 'ru' then ${textSql(key, vars, 'ru')} when 'en' then ${textSql(key, vars, 'en')} else ${textSql(key, vars, 'uz')} end`;
}
