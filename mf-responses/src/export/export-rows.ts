import type { TFunction } from 'i18next';
import { formatDateTime, isResponseCompleted, responseStatusKey, type Response } from '@fikr/shared';
import { fetchResponses, type ResponsesFilter } from '../lib/api-calls';
import type { Cell } from './xlsx';

const EXPORT_PAGE_SIZE = 50;
/** A safety stop: 200 pages × 50 rows. */
const EXPORT_MAX_PAGES = 200;

/** Every response matching the filter, fetched page by page (the API pages at most 50 rows). */
export async function fetchAllResponses(filter: ResponsesFilter): Promise<Response[]> {
  const all: Response[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const { responses, pagination } = await fetchResponses({ ...filter, page, limit: EXPORT_PAGE_SIZE });
    all.push(...responses);
    if (responses.length < EXPORT_PAGE_SIZE || all.length >= pagination.total) break;
  }
  return all;
}

/**
 * Header + one row per response. Privacy: rating, review and answers are written only for a
 * completed public response, whatever the server sent.
 */
export function exportRows(responses: Response[], t: TFunction): Cell[][] {
  const header = ['colName', 'colPhone', 'colForm', 'colStatus', 'colType', 'colAmount', 'colDate', 'colPrivacy', 'colRating', 'colReview', 'colAnswers', 'colHandled', 'colNote'];
  const rows: Cell[][] = [header.map((key) => t(`export.${key}`))];
  for (const r of responses) {
    const done = isResponseCompleted(r.status);
    const visible = done && r.isPublic;
    rows.push([
      // the phone has its own column; 'Anonim' only where the privacy rule hides the row's content
      r.customer?.name?.trim() || (done && !r.isPublic ? t('list.anonymous') : ''),
      r.customer?.phone ?? '',
      r.form?.title ?? t('common:errors.formNotFound'),
      t(`common:${responseStatusKey(r.status)}`),
      t(r.typeMotive === 'voucher' ? 'request.voucher' : 'request.coin'),
      r.typeMotive === 'voucher' ? (r.voucher?.amount ?? 0) : (r.coin ?? 0),
      formatDateTime(r.createdAt),
      done ? t(r.isPublic ? 'detail.public' : 'detail.private') : '',
      visible && r.rating ? r.rating : '',
      visible ? (r.review ?? '') : '',
      visible ? (r.answers ?? []).map((a) => `${a.questionText ?? a.question}: ${a.value}`).join('\n') : '',
      // the business's own follow-up: shown on private rows too
      t(r.handled ? 'followUp.yes' : 'followUp.no'),
      r.note ?? '',
    ]);
  }
  return rows;
}
