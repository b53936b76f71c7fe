import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@fikr/shared';
import { PopupMenu } from '../components/popup-menu';
import { BusinessAvatar } from './business-avatar';

const AboutDialog = lazy(() => import('./about-dialog'));

/** The business logo in the top bar opens the profile menu: 'About' (versions for support). */
export function ProfileMenu({ business }: { business: Pick<Business, 'name' | 'logo'> | null }) {
  const { t } = useTranslation('shell');
  const [about, setAbout] = useState(false);
  return (
    <>
      <PopupMenu
        label={t('about.profileMenu')}
        items={[{ key: 'about', label: t('about.menu') }]}
        onSelect={() => setAbout(true)}
        trigger={(props) => (
          <button
            type="button"
            aria-label={t('about.profileMenu')}
            data-testid="profile-menu"
            style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', borderRadius: '50%' }}
            {...props}
          >
            <BusinessAvatar business={business} />
          </button>
        )}
      />
      {about && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAbout(false)} />
        </Suspense>
      )}
    </>
  );
}
