import { useTranslation } from 'react-i18next';
import { formatTime } from '../format/date';
import { PALETTE } from './palette';

/**
 * 'yangilandi 14:05' beside a page's title while what it shows is the last visit's data (stored on this device)
 * and no fresh answer has replaced it yet: on its way, failed, or offline. Nothing once the data is fresh.
 * A plain span: antd's Typography would join the console's first load for one line of text.
 */
export function UpdatedAt({ state }: { state: { outdated: boolean; updatedAt: number } }) {
  const { t } = useTranslation();
  if (!state.outdated) return null;
  return (
    <span data-testid="updated-at" style={{ color: PALETTE.textSecondary, fontSize: 13 }}>
      {t('app.updatedAt', { time: formatTime(state.updatedAt) })}
    </span>
  );
}
