import { lazy, Suspense, useState } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Business } from '@fikr/shared';
import { BusinessAvatar } from './business-avatar';

const AboutDialog = lazy(() => import('./about-dialog'));

/** The business logo in the top bar opens the profile menu: 'About' (versions for support). */
export function ProfileMenu({ business }: { business: Pick<Business, 'name' | 'logo'> | null }) {
  const { t } = useTranslation('shell');
  const [about, setAbout] = useState(false);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items: [{ key: 'about', label: t('about.menu') }], onClick: () => setAbout(true) }}
      >
        <button
          type="button"
          aria-label={t('about.profileMenu')}
          data-testid="profile-menu"
          style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', borderRadius: '50%' }}
        >
          <BusinessAvatar business={business} />
        </button>
      </Dropdown>
      {about && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAbout(false)} />
        </Suspense>
      )}
    </>
  );
}
