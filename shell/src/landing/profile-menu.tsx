import { useTranslation } from 'react-i18next';
import { formatPhone, hasBusiness, type User } from '@fikr/shared/core';
import { usePopup } from '../components/use-popup';
import { Icon } from './icons';
import { startTarget } from './start-target';
import { useLandingHost } from './landing-host';

/** Header of a signed-in visitor: name, phone, the panel link (or 'create a business' without one) and logout (back to /). */
export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const host = useLandingHost();
  const { root, open, setOpen } = usePopup<HTMLDivElement>();
  const name = user.name || user.business?.name || '';
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="lp-menu" ref={root}>
      <button
        type="button"
        className="lp-btn lp-text"
        aria-label={t('landing.profile')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="lp-avatar" style={{ width: 24, height: 24 }}>
          <Icon name="user" />
        </span>
        {name}
      </button>
      {open && (
        <div role="menu" aria-label={t('landing.profile')}>
          <div className="lp-who" data-testid="profile-who">
            {name}
            <br />
            {formatPhone(user.phone)}
          </div>
          <hr />
          <button type="button" role="menuitem" onClick={choose(() => host.go(startTarget(user)))}>
            <Icon name="dashboard" />
            {hasBusiness(user) ? t('landing.panel') : t('landing.createBusiness')}
          </button>
          <button type="button" role="menuitem" className="lp-danger" onClick={choose(host.logout)}>
            <Icon name="logout" />
            {t('landing.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
