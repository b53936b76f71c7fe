import { api, saveFile } from '@fikr/shared';

/**
 * Downloads the printable table tent: GET /api/forms/{id}/table-tent.pdf in the console's language, for a branch's
 * link when one is chosen. The route needs the session's bearer token, which a plain link cannot send, so the PDF
 * comes through the console's client as a blob and is saved as a file.
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
    saveFile(data, fileName);
    return true;
  } catch {
    return false;
  }
}
