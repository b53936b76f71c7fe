import { api } from '@fikr/shared';

/**
 * Downloads the printable table tent: GET /api/forms/{id}/table-tent.pdf in the console's language, for a branch's
 * link when one is chosen. The route needs the session's bearer token, which a plain link cannot send, so the PDF
 * comes through the console's client as a blob and is saved from an object URL.
 */
export async function downloadTableTent(
  formId: string,
  params: { lang: string; branch?: string },
  fileName: string,
): Promise<boolean> {
  try {
    const { data } = await api.get<Blob>(`/forms/${encodeURIComponent(formId)}/table-tent.pdf`, {
      params,
      responseType: 'blob',
    });
    const href = URL.createObjectURL(data);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return true;
  } catch {
    return false;
  }
}
