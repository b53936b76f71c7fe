import { useCallback, useEffect, useState } from 'react';
import { Select } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BUSINESS_KEY, businessesAtom, switchBusinessAtom, toast, userAtom } from '@fikr/shared';

/**
 * The top bar's choice of business for a user who belongs to several (GET /auth/me lists them with the role):
 * picking one makes every request act for it, and the console starts again at that role's first page. A choice
 * made in another tab (it changes what this tab's requests act for too) is followed here.
 */
export default function BusinessSwitcher() {
  const { t } = useTranslation('shell');
  const businesses = useAtomValue(businessesAtom) ?? [];
  const current = useAtomValue(userAtom)?.business?._id;
  const switchBusiness = useSetAtom(switchBusinessAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const choose = useCallback(
    async (id: string) => {
      setBusy(true);
      const business = await switchBusiness(id);
      setBusy(false);
      if (business) navigate('/business');
      else toast.error(t('console.switchFailed'), { topic: 'business-switch' });
    },
    [switchBusiness, navigate, t],
  );

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === BUSINESS_KEY && event.newValue) void choose(event.newValue);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [choose]);

  if (businesses.length < 2) return null;
  return (
    <Select
      aria-label={t('console.business')}
      id="business-switcher"
      value={current}
      loading={busy}
      disabled={busy}
      popupMatchSelectWidth={false}
      style={{ maxWidth: 'min(220px, 36vw)' }}
      onChange={(id: string) => void choose(id)}
      options={businesses.map((b) => ({
        value: b._id,
        label: `${b.name || t('dashboard.noName')} · ${t(`console.role.${b.role}`)}`,
      }))}
    />
  );
}
