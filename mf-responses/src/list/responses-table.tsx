import { lazy, type ReactNode, Suspense } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  isResponseCompleted,
  LightButton,
  NARROW_QUERY,
  responseStatusKey,
  useNarrow,
  type Response,
  type ResponsesPage,
} from '@fikr/shared';
import { DeliveryIcon } from '../delivery/delivery-icon';
import { useCommonText } from '../lib/common-text';
import { NS } from '../i18n';
import { HandledTag } from './handled-tag';
import { CustomerCell } from './customer-cell';
import { LightTag } from './light-tag';
import { ListCards } from '@fikr/shared/list-cards';
import { useRewardText } from './reward-text';

// antd's table (with the tree, dropdown and checkbox it brings, ~200 KB of script) loads only where it shows: a
// phone's cards never need it, and evaluating it cost a phone a third of a second while the list started. A wide
// screen asks for it at once, beside the page's data.
const loadWideTable = () => import('./responses-wide-table');
const ResponsesWideTable = lazy(loadWideTable);
if (typeof window.matchMedia === 'function' && !window.matchMedia(NARROW_QUERY).matches) void loadWideTable();

export interface ResponsesTableProps {
  page: ResponsesPage | undefined;
  loading: boolean;
  current: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  onDetails: (response: Response) => void;
  /** What an empty page says; under a filter: 'nothing matches' + 'clear filters'. */
  empty?: ReactNode;
}

export function ResponsesTable(props: ResponsesTableProps) {
  const { page, loading, current, pageSize, onPage, onDetails } = props;
  const { t } = useTranslation(NS);
  const common = useCommonText();
  const empty = props.empty ?? t('list.empty');
  const narrow = useNarrow();
  const rewardText = useRewardText();
  if (narrow) {
    // a phone: one card per response, the same columns (delivery and handled included) and the same paging, in
    // plain markup: no antd component starts on a phone's first screen of the list
    return (
      <ListCards<Response>
        label={t('list.cardsLabel')}
        items={page?.responses ?? []}
        rowKey={(r) => r._id}
        loading={loading}
        empty={empty}
        current={current}
        pageSize={pageSize}
        total={page?.pagination.total ?? 0}
        onPage={onPage}
        showTotal={(total) => t('list.total', { count: total })}
        view={(r) => ({
          figure: rewardText(r),
          status: (
            <>
              <LightTag tone={isResponseCompleted(r.status) ? 'success' : 'warning'}>
                {common(responseStatusKey(r.status))}
              </LightTag>
              {r.handled && <HandledTag />}
            </>
          ),
          customer: (
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
              <CustomerCell response={r} />
              <DeliveryIcon delivery={r.delivery} />
            </div>
          ),
          date: formatDateTime(r.createdAt),
          action: (
            <LightButton kind="default" small icon={<EyeOutlined />} onClick={() => onDetails(r)}>
              {t('list.details')}
            </LightButton>
          ),
        })}
      />
    );
  }
  return (
    // the table's code is asked for when this module loads, so it is usually in; until then its place is kept
    <Suspense fallback={<div style={{ minHeight: 320 }} aria-busy="true" />}>
      <ResponsesWideTable {...props} empty={empty} />
    </Suspense>
  );
}
