import { useTranslation } from 'react-i18next';
import type { T } from '@fikr/shared/customer-form';

/** The `public` namespace as the customer form's components take it: a key and its parameters. */
export function useTexts(): T {
  const { t } = useTranslation('public');
  return (key, params) => t(key, params ?? {});
}
