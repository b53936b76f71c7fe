import { useTranslation } from 'react-i18next';

/** Support contacts are static marketing text. */
export const SUPPORT = { phone: '+998 71 200-00-00', email: 'support@fikr.uz', telegram: '@fikr_support' };

export function LandingFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="lp-footer">
      <div className="lp-inner">
        <div>
          <strong style={{ display: 'block', fontSize: 20, marginBottom: 8 }}>{t('appName')}</strong>
          <span>{t('footer', { year: new Date().getFullYear() })}</span>
        </div>
        <address data-testid="support-contacts">
          <strong>{t('landing.footer.support')}</strong>
          <br />
          {t('landing.footer.phone')}: <a href={`tel:${SUPPORT.phone.replace(/[^\d+]/g, '')}`}>{SUPPORT.phone}</a>
          <br />
          {t('landing.footer.email')}: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          <br />
          {t('landing.footer.telegram')}: <a href={`https://t.me/${SUPPORT.telegram.slice(1)}`}>{SUPPORT.telegram}</a>
        </address>
      </div>
    </footer>
  );
}
