import { useMemo } from 'react';
import { toast, TOAST_SECONDS as SECONDS, type ToastOptions } from '@fikr/shared';

/** Spec 9: toasts hide after 3 s in the console pages and 6 s in the editor; they show bottom-right. */
export const TOAST_SECONDS = { console: SECONDS.console, editor: SECONDS.long } as const;

/** The console's one toast (shared), with this page's duration. */
export function useToast(kind: keyof typeof TOAST_SECONDS) {
  return useMemo(() => {
    const base = { duration: TOAST_SECONDS[kind] };
    return {
      success: (title: string, opts?: ToastOptions) => toast.success(title, { ...base, ...opts }),
      error: (title: string, opts?: ToastOptions) => toast.error(title, { ...base, ...opts }),
      warning: (title: string, opts?: ToastOptions) => toast.warning(title, { ...base, ...opts }),
    };
  }, [kind]);
}
