import type { SubmitBody } from '@fikr/shared/customer-form';

export { missingAnswers, submitBody, type SubmitBody } from '@fikr/shared/customer-form';

export type SendResult =
  | { kind: 'done'; reviewCode?: string }
  | { kind: 'already' }
  | { kind: 'queued' }
  | { kind: 'error'; message?: string };

/** The completion URL with a public answer's code, whose page then offers the review links. */
export const withReview = (url: string, code: string | undefined) =>
  code ? `${url}${url.includes('?') ? '&' : '?'}r=${encodeURIComponent(code)}` : url;

const pendingKey = (code: string) => `fikr-pending:${code}`;

/** Answers waiting for the connection: kept on the phone until the server has them. */
export function pendingBody(code: string): SubmitBody | null {
  try {
    const raw = localStorage.getItem(pendingKey(code));
    return raw ? (JSON.parse(raw) as SubmitBody) : null;
  } catch {
    return null;
  }
}

function keep(code: string, body: SubmitBody | null): void {
  try {
    if (body) localStorage.setItem(pendingKey(code), JSON.stringify(body));
    else localStorage.removeItem(pendingKey(code));
  } catch {
    // private mode: nothing can be kept, the send is simply retried while the page stays open
  }
}

/**
 * Sends once; a network failure (or a gateway that cannot reach the server) keeps the answers for a later
 * retry. A request code completes exactly once on the server, so a retry of a send whose reply was lost gets
 * 409 ('already'), never a second response.
 */
export async function sendAnswers(apiBase: string, code: string, body: SubmitBody): Promise<SendResult> {
  let response: Response;
  try {
    // `code` may carry its branch's query (?b=…): the code itself is encoded, the query kept as it is.
    const [bare, query = ''] = code.split('?');
    response = await fetch(`${apiBase}/responses/${encodeURIComponent(bare)}/submit${query ? `?${query}` : ''}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    keep(code, body);
    return { kind: 'queued' };
  }
  if (response.status === 502 || response.status === 503 || response.status === 504) {
    keep(code, body);
    return { kind: 'queued' };
  }
  keep(code, null);
  if (response.ok) {
    const done = (await response.json().catch(() => null)) as { data?: { reviewCode?: unknown } } | null;
    const reviewCode = done?.data?.reviewCode;
    return typeof reviewCode === 'string' ? { kind: 'done', reviewCode } : { kind: 'done' };
  }
  if (response.status === 409) return { kind: 'already' };
  const parsed = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { kind: 'error', message: typeof parsed?.message === 'string' ? parsed.message : undefined };
}
