import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { commonText, type Lang, type TextParams } from '@fikr/shared';

/**
 * A text of the shared `common` namespace whose key is only known at run time (a zod message, a status key), in
 * the reader's language: the typed `t` checks the keys written in the code.
 */
export function useCommonText(): (key: string, params?: TextParams) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return useCallback((key, params) => commonText(key, lang, params), [lang]);
}
