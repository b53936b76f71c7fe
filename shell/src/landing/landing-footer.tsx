import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Support contacts are static marketing text. */
export const SUPPORT = { phone: '+998 71 200-00-00', email: 'support@fikr.uz', telegram: '@fikr_support' };

// Links on the dark footer need a light blue to stay readable (WCAG AA contrast).
const LINK = { color: '#91caff' };

export function LandingFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer style={{ background: '#001529', color: '#fff', padding: '32px 16px' }}>
      <div
        style={{
          maxWidth: 1120,
          margin: '0 auto',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
          justifyContent: 'space-between',
        }}
      >
        <div>
          <Typography.Title level={4} style={{ color: '#fff', marginTop: 0 }}>
            {t('appName')}
          </Typography.Title>
          <span>{t('footer', { year: new Date().getFullYear() })}</span>
        </div>
        <address style={{ fontStyle: 'normal', lineHeight: 1.8 }} data-testid="support-contacts">
          <strong>{t('landing.footer.support')}</strong>
          <br />
          {t('landing.footer.phone')}:{' '}
          <a style={LINK} href={`tel:${SUPPORT.phone.replace(/[^\d+]/g, '')}`}>
            {SUPPORT.phone}
          </a>
          <br />
          {t('landing.footer.email')}:{' '}
          <a style={LINK} href={`mailto:${SUPPORT.email}`}>
            {SUPPORT.email}
          </a>
          <br />
          {t('landing.footer.telegram')}:{' '}
          <a style={LINK} href={`https://t.me/${SUPPORT.telegram.slice(1)}`}>
            {SUPPORT.telegram}
          </a>
        </address>
      </div>
    </footer>
  );
}
