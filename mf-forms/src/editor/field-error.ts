import type { TFunction } from 'i18next';

/** antd Form.Item props showing a schema error (an i18n key of `common`) under a field. */
export function errorProps(t: TFunction, key: string | undefined) {
  return key ? { validateStatus: 'error' as const, help: t(`common:${key}`) } : {};
}
