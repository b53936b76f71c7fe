import type { Response } from '@fikr/shared';
import { consoleForm, ok, type LocalApiServer, type RecordedRequest } from '@fikr/shared/testing';

export const LIST_FORMS = [
  consoleForm({ _id: 'f1', title: 'Xizmat sifati' }),
  consoleForm({ _id: 'f2', title: 'Taomlar' }),
];

/** n responses, newest first: every third waiting, even ones on form f1, every fourth a voucher, every fifth named. */
export function seedResponses(n: number): Response[] {
  return Array.from({ length: n }, (_, i) => ({
    _id: `r${i + 1}`,
    form: i % 2 === 0 ? { _id: 'f1', title: 'Xizmat sifati' } : { _id: 'f2', title: 'Taomlar' },
    status: i % 3 === 0 ? 'waiting' : 'completed',
    customer: { name: i % 5 === 0 ? `Mijoz ${i + 1}` : '', phone: `99890${String(i).padStart(7, '0')}` },
    answers: [],
    isPublic: true,
    typeMotive: i % 4 === 0 ? 'voucher' : 'coin',
    coin: i % 4 === 0 ? 0 : 1000 * (i + 1),
    ...(i % 4 === 0 ? { voucher: { amount: 20000 } } : {}),
    createdAt: new Date(Date.UTC(2026, 2, 1, 9, 30) - i * 3_600_000).toISOString(),
  }));
}

/** GET /responses answered the way the API does: filtered by search/form/status, then paged. */
export function serveResponses(server: LocalApiServer, all: Response[], extra: Partial<{ delayMs: number }> = {}) {
  server.route('GET /api/forms', ok({ forms: LIST_FORMS }));
  server.route('GET /api/responses', (req: RecordedRequest) => {
    const { search = '', form, status } = req.query;
    const page = Number(req.query.page ?? 1);
    const limit = Number(req.query.limit ?? 10);
    const digits = search.replace(/\D/g, '');
    const hits = all.filter(
      (r) =>
        (!form || r.form?._id === form) &&
        (!status || r.status === status) &&
        (!search ||
          r.customer.name?.toLowerCase().includes(search.toLowerCase()) ||
          (digits !== '' && r.customer.phone.includes(digits))),
    );
    return {
      ...ok({
        responses: hits.slice((page - 1) * limit, page * limit),
        pagination: { total: hits.length, page, limit },
      }),
      ...extra,
    };
  });
}

export const listCalls = (server: LocalApiServer) =>
  server.requests.filter((r) => r.path === '/api/responses').map((r) => r.query);
