/** Fields of a multipart body as the local test server recorded it (raw text); files as '<file name>'. */
export function multipartFields(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const part = /name="([^"]+)"(?:; filename="([^"]*)")?\r\n(?:Content-Type: [^\r]*\r\n)?\r\n([\s\S]*?)\r\n--/g;
  for (const m of String(raw).matchAll(part)) out[m[1]] = m[2] !== undefined ? `<file ${m[2]}>` : m[3];
  return out;
}
