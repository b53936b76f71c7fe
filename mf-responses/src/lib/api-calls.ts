import { api, unwrap, type Client, type Delivery, type Form, type Response, type ResponsesPage } from '@fikr/shared';
import type { ReplyBodyInput, ResponseReply } from '@fikr/shared/schemas';

export interface ResponsesFilter {
  search: string;
  form: string;
  status: '' | 'waiting' | 'completed';
  /** The business's follow-up: '' all, 'true' handled, 'false' not yet. */
  handled?: '' | 'true' | 'false';
  /** A branch's id: its responses only; '' all. */
  branch?: string;
}

export type ResponsesQuery = ResponsesFilter & { page: number; limit: number };

/** GET /responses with only the filters that are set. */
export async function fetchResponses(q: ResponsesQuery): Promise<ResponsesPage> {
  const params: Record<string, string | number> = { page: q.page, limit: q.limit };
  if (q.search.trim()) params.search = q.search.trim();
  if (q.form) params.form = q.form;
  if (q.status) params.status = q.status;
  if (q.handled) params.handled = q.handled;
  if (q.branch) params.branch = q.branch;
  const page = unwrap<Partial<ResponsesPage>>(await api.get('/responses', { params }));
  return {
    responses: page.responses ?? [],
    pagination: page.pagination ?? { total: 0, page: q.page, limit: q.limit },
  };
}

/** PATCH /responses/:id: handled and/or the note; answers the response as the list shows it. */
export async function saveFollowUp(id: string, body: { handled?: boolean; note?: string }): Promise<Response> {
  return unwrap<{ response: Response }>(await api.patch(`/responses/${encodeURIComponent(id)}`, body)).response;
}

export async function fetchForms(): Promise<Form[]> {
  return unwrap<{ forms?: Form[] }>(await api.get('/forms')).forms ?? [];
}

export async function fetchForm(id: string): Promise<Form> {
  return unwrap<Form>(await api.get(`/forms/${encodeURIComponent(id)}`));
}

export async function fetchClients(): Promise<Client[]> {
  const clients = unwrap<Client[]>(await api.get('/business/clients'));
  return Array.isArray(clients) ? clients : [];
}

export async function fetchResponse(id: string): Promise<Response | null> {
  return unwrap<{ response?: Response }>(await api.get(`/responses/${encodeURIComponent(id)}`)).response ?? null;
}

/** POST /responses/:id/resend: the survey SMS queued again; answers its new delivery. */
export async function resendSurvey(id: string): Promise<Delivery> {
  return unwrap<{ delivery: Delivery }>(await api.post(`/responses/${encodeURIComponent(id)}/resend`)).delivery;
}

/** POST /responses/:id/reply: the reply (text, optional make-good) as it was stored and sent. */
export async function sendReply(id: string, body: ReplyBodyInput): Promise<ResponseReply> {
  return unwrap<{ reply: ResponseReply }>(await api.post(`/responses/${encodeURIComponent(id)}/reply`, body)).reply;
}
