import { apiBaseUrl, readBusinessChoice, readToken } from '@fikr/shared';

/** GET /api/forms/{id}/table-tent.pdf in the console's language, for a branch's link when one is chosen. */
export function tableTentUrl(formId: string, lang: string, branch?: string): string {
  const query = new URLSearchParams({ lang });
  if (branch) query.set('branch', branch);
  return `${apiBaseUrl()}/forms/${encodeURIComponent(formId)}/table-tent.pdf?${query}`;
}

/**
 * Downloads the printable table tent. The route needs the session's bearer token, which a plain link cannot send,
 * so the PDF comes by XHR as a blob (the console's JSON client reads text only) and is saved from an object URL.
 */
export function downloadTableTent(url: string, fileName: string): Promise<boolean> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'blob';
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const business = readBusinessChoice();
    if (business) xhr.setRequestHeader('X-Business-Id', business);
    xhr.onload = () => {
      if (xhr.status !== 200) return resolve(false);
      const href = URL.createObjectURL(xhr.response as Blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      resolve(true);
    };
    xhr.onerror = () => resolve(false);
    xhr.send();
  });
}
