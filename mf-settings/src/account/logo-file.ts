import { api } from '@fikr/shared';

export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** i18n key (settings namespace) of what is wrong with a chosen logo, or null when it may be uploaded. */
/** What is wrong with a picked logo: a key of the `settings` texts. */
export type LogoProblem = 'profile.logoType' | 'profile.logoSize';

export function logoProblem(file: File): LogoProblem | null {
  if (!LOGO_TYPES.includes(file.type)) return 'profile.logoType';
  if (file.size > LOGO_MAX_BYTES) return 'profile.logoSize';
  return null;
}

/** A stored logo path (/uploads/…) as a URL on the API's host; absolute and data URLs as given. */
export function logoUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const apiBase = new URL(api.defaults.baseURL ?? '/api', window.location.href);
  return new URL(path, apiBase.origin).href;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
