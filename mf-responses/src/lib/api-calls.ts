import { api, unwrap, type Delivery, type Response } from '@fikr/shared';
import type { ReplyBodyInput, ResponseReply } from '@fikr/shared/schemas';

// The reads (responses, a response, forms, clients) are the shared query factories' (`@fikr/shared`): here only
// what this remote changes.

/** PATCH /responses/:id: handled and/or the note; answers the response as the list shows it. */
export async function saveFollowUp(id: string, body: { handled?: boolean; note?: string }): Promise<Response> {
  return unwrap<{ response: Response }>(await api.patch(`/responses/${encodeURIComponent(id)}`, body)).response;
}

/** POST /responses/:id/resend: the survey SMS queued again; answers its new delivery. */
export async function resendSurvey(id: string): Promise<Delivery> {
  return unwrap<{ delivery: Delivery }>(await api.post(`/responses/${encodeURIComponent(id)}/resend`)).delivery;
}

/** POST /responses/:id/reply: the reply (text, optional make-good) as it was stored and sent. */
export async function sendReply(id: string, body: ReplyBodyInput): Promise<ResponseReply> {
  return unwrap<{ reply: ResponseReply }>(await api.post(`/responses/${encodeURIComponent(id)}/reply`, body)).reply;
}
