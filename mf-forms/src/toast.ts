import { App } from 'antd';
import { useMemo } from 'react';

/** Spec 9: toasts hide after 3 s in the console pages and 6 s in the editor; they show bottom-right. */
export const TOAST_SECONDS = { console: 3, editor: 6 } as const;

export function useToast(kind: keyof typeof TOAST_SECONDS) {
  const { notification } = App.useApp();
  return useMemo(() => {
    const base = { placement: 'bottomRight' as const, duration: TOAST_SECONDS[kind] };
    return {
      success: (title: string) => notification.success({ ...base, title }),
      error: (title: string) => notification.error({ ...base, title }),
      warning: (title: string) => notification.warning({ ...base, title }),
    };
  }, [notification, kind]);
}
