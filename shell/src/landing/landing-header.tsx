import { useTranslation } from 'react-i18next';
import { hasBusiness } from '@fikr/shared/core';
import { LanguageSelect } from './language-select';
import { linkTo, useLandingHost } from './landing-host';
import { ProfileMenu } from './profile-menu';

export const LANDING_SECTIONS = ['features', 'pricing', 'faq'] as const;

/** Logged out: 'Kirish'; without a business: the wizard link and the profile menu (it holds logout, 16.13). */
function HeaderAction() {
  const { t } = useTranslation('shell');
  const host = useLandingHost();
  const { user } = host;
  if (!host.sessionKnown) return null; // filled in once the session check answers
  if (!user) {
    return (
      <a className="lp-btn lp-primary" {...linkTo(host, '/login')}>
        {t('landing.login')}
      </a>
    );
  }
  return (
    <>
      {!hasBusiness(user) && (
        <a className="lp-btn lp-primary" {...linkTo(host, '/create-business')}>
          {t('landing.createBusiness')}
        </a>
      )}
      <ProfileMenu user={user} />
    </>
  );
}

/** Links to the sections, and one of three states: logged out, no business, with business. */
export function LandingHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="lp-header">
      <a className="lp-logo" href="/">
        {t('appName')}
      </a>
      {/* on a phone the links take a second row under the logo and the buttons */}
      <nav className="lp-nav">
        {LANDING_SECTIONS.map((id) => (
          <a key={id} href={`#${id}`}>
            {t(`landing.nav.${id}`)}
          </a>
        ))}
      </nav>
      <div className="lp-actions">
        <LanguageSelect />
        <HeaderAction />
      </div>
    </header>
  );
}
