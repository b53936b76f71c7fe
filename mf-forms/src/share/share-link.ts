import { api, unwrap, type Form } from '@fikr/shared';

let formOrigin: Promise<string> | undefined;

/**
 * Where customers' links point (GET /api/public/links: PUBLIC_FORM_ORIGIN, the light public app), asked once;
 * the console's own origin when the API cannot say.
 */
export function publicFormOrigin(): Promise<string> {
  formOrigin ??= api.get('/public/links').then(
    (res) => unwrap<{ formOrigin?: string }>(res).formOrigin || window.location.origin,
    () => {
      formOrigin = undefined;
      return window.location.origin;
    },
  );
  return formOrigin;
}

/** The customer's open link of a form: {origin}/form/{shareCode} (the public page accepts a form's share code). */
export function shareUrl(
  form: Pick<Form, '_id' | 'shareCode' | 'uniqueCode'>,
  origin = window.location.origin,
): string {
  const code = form.shareCode ?? form.uniqueCode ?? form._id;
  return `${origin}/form/${encodeURIComponent(code)}`;
}

/** A branch's open link: the form's, with the branch's code (?b=), so the answers it brings are filed under it. */
export function branchShareUrl(url: string, code: string): string {
  return `${url}?b=${encodeURIComponent(code)}`;
}

/** Clipboard API where the page is a secure context; the textarea + execCommand fallback elsewhere. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused or insecure context: try the legacy way below
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
