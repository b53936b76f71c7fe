import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  api,
  apiErrorMessage,
  refreshBusinessAtom,
  refreshUserAtom,
  toast,
  TOAST_SECONDS,
  unwrap,
  type Business,
} from '@fikr/shared';
import { profileFormData, type ProfileValues } from './profile-values';
import type { LogoState } from './use-logo';

/** Settings toasts stay 6 s (spec section 9). */
export const SETTINGS_TOAST_SECONDS = TOAST_SECONDS.long;

/** GET /business on open; save → PUT /business/update, toast, then the shell's session atoms are re-read. */
export function useBusinessProfile(onLoaded: (business: Business) => void) {
  const { t } = useTranslation();
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .get('/business')
      .then((res) => live && onLoaded(unwrap<Business>(res)))
      .catch((err: unknown) => live && setLoadError(apiErrorMessage(err, 'common:errors.profileLoadFailed')));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once when the tab opens
  }, []);

  async function save(values: ProfileValues, logo: LogoState) {
    setSaving(true);
    try {
      const updated = unwrap<Business>(await api.put('/business/update', profileFormData(values, logo)));
      onLoaded(updated);
      toast.success(t('common:success.profileUpdated'), { topic: 'profile-save', duration: SETTINGS_TOAST_SECONDS });
      await Promise.all([refreshBusiness(), refreshUser()]);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'common:errors.generic'), {
        topic: 'profile-save',
        duration: SETTINGS_TOAST_SECONDS,
      });
    } finally {
      setSaving(false);
    }
  }

  return { loadError, saving, save };
}
