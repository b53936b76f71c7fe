import type { TFunction } from 'i18next';
import {
  fetchResponses,
  commonText,
  formatDateTime,
  isResponseCompleted,
  responseStatusKey,
  type Lang,
  type Response,
  type ResponsesFilter,
} from '@fikr/shared';
import type { Cell } from './xlsx';

const EXPORT_PAGE_SIZE = 50;
/** What one browser export holds at most (200 pages × 50 rows); past it the user is told where it stopped. */
export const EXPORT_MAX_ROWS = 10_000;

export interface FetchedResponses {
  responses: Response[];
  /** How many responses match the filter; more than `responses.length` when the export stopped early. */
  total: number;
}

/** The responses matching the filter, page by page (the API pages at most 50 rows), up to `maxRows`. */
export async function fetchAllResponses(filter: ResponsesFilter, maxRows = EXPORT_MAX_ROWS): Promise<FetchedResponses> {
  const all: Response[] = [];
  let total = 0;
  for (let page = 1; all.length < maxRows; page++) {
    const { responses, pagination } = await fetchResponses({ ...filter, page, limit: EXPORT_PAGE_SIZE });
    total = pagination.total;
    all.push(...responses.slice(0, maxRows - all.length));
    if (responses.length < EXPORT_PAGE_SIZE || all.length >= total) break;
  }
  return { responses: all, total: Math.max(total, all.length) };
}

/**
 * Header + one row per response. Privacy: rating, review and answers are written only for a
 * completed public response, whatever the server sent.
 */
export function exportRows(responses: Response[], t: TFunction<['responses', 'common']>, lang: Lang): Cell[][] {
  const header = [
    'colName',
    'colPhone',
    'colForm',
    'colStatus',
    'colType',
    'colAmount',
    'colDate',
    'colPrivacy',
    'colRating',
    'colReview',
    'colAnswers',
    'colHandled',
    'colNote',
  ] as const;
  const rows: Cell[][] = [header.map((key) => t(`export.${key}`))];
  for (const r of responses) {
    const done = isResponseCompleted(r.status);
    const visible = done && r.isPublic;
    rows.push([
      // the phone has its own column; 'Anonim' only where the privacy rule hides the row's content
      r.customer?.name?.trim() || (done && !r.isPublic ? t('list.anonymous') : ''),
      r.customer?.phone ?? '',
      r.form?.title ?? t('common:errors.formNotFound'),
      commonText(responseStatusKey(r.status), lang),
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
