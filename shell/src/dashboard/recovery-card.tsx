import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { queryClient, statsQueries, useQuery } from '@fikr/shared';
import { Panel } from '../components/panel';

const DAYS = 30;

const FIGURES = ['lowRatings', 'replied', 'repliedWithin24h', 'madeGood', 'madeGoodRedeemed', 'returned'] as const;

/**
 * 'Norozi mijozlar': the public 1–2 star answers of the last 30 days (private ones never count) and how many the
 * business replied to, made good and got back; the newest one still unanswered is one tap away. Shown only when
 * there is such an answer; a failed read shows nothing (the dashboard works without it).
 */
export function RecoveryCard() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  // under ['stats']: a reply or a survey request re-reads it
  const { data } = useQuery(statsQueries.recovery(DAYS), queryClient);
  if (!data || data.lowRatings === 0) return null;
  const unreplied = data.lowRatings - data.replied;
  return (
    <Panel
      title={t('recovery.title')}
      data-testid="recovery-card"
      extra={
        data.firstUnreplied ? (
          <Link to={`/business/responses/${data.firstUnreplied}`} data-testid="recovery-unreplied">
            {t('recovery.answer', { count: unreplied })}
          </Link>
        ) : null
      }
    >
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{t('recovery.hint', { days: DAYS })}</p>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: token.marginSM,
          margin: 0,
        }}
      >
        {FIGURES.map((key) => (
          <div key={key} data-testid={`recovery-${key}`}>
            <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t(`recovery.${key}`)}</dt>
            <dd style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600 }}>{data[key]}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
