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
  useRequest,
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
  const [saving, setSaving] = useState(false);
  const request = useRequest(
    'business',
    (signal) => api.get('/business', { signal }).then((res) => unwrap<Business>(res)),
    {
      fallbackKey: 'common:errors.profileLoadFailed',
    },
  );

  useEffect(() => {
    if (request.data) onLoaded(request.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onLoaded is the form's setter: run once per loaded business
  }, [request.data]);

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

  return { loadError: request.error, saving, save };
}
