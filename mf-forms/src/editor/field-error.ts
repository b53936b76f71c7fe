import type { ParseKeys, TFunction } from 'i18next';
import type { NS } from '../i18n';

/** antd Form.Item props showing a schema error (an i18n key of `common`) under a field. */
export function errorProps(t: TFunction<readonly [typeof NS, 'common']>, key: string | undefined) {
  // the shared schemas answer keys of `common` as plain strings
  return key ? { validateStatus: 'error' as const, help: t(key as ParseKeys<'common'>, { ns: 'common' }) } : {};
}
