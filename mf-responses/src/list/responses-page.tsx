import { lazy, Suspense } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessQueries,
  formQueries,
  LightButton,
  Notice,
  PALETTE,
  queryClient,
  UpdatedAt,
  useQuery,
} from '@fikr/shared';
import { ExportButtons } from '../export/export-buttons';
import { NS } from '../i18n';
import { ListFilters } from './list-filters';
import { useNewRequest } from './use-new-request';
import { ResponsesTable } from './responses-table';
import { useListState } from './use-list-state';
import { useResponsesList } from './use-responses-list';
import { useSelectedResponse } from './use-selected-response';

// the details (a dialog with its editor and the answers) load when a response is opened, not with the list
const ResponseDetailDialog = lazy(() =>
  import('../detail/response-detail-dialog').then((m) => ({ default: m.ResponseDetailDialog })),
);

// only a business without responses sees it (antd's Empty): a phone's list with rows never loads it
const ResponsesEmpty = lazy(() => import('./responses-empty').then((m) => ({ default: m.ResponsesEmpty })));

// antd's Card in plain markup (its border, radius and padding): the list is a phone's first screen
const PAGE_CARD: CSSProperties = {
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 12,
  padding: 24,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
};

/**
 * /business/responses and /business/forms/:id/responses (formId presets the form filter). The branch filter (when
 * the business has branches) narrows the list and the exports alike.
 */
export function ResponsesPage({ formId }: { formId?: string }) {
  const { t } = useTranslation(NS);
  const list = useListState(formId);
  const { query } = list;
  const forms = useQuery(formQueries.list(), queryClient);
  const branches = useQuery(businessQueries.branches(), queryClient);
  const responses = useResponsesList(query);
  const { selected, select, close } = useSelectedResponse();
  const request = useNewRequest();

  return (
    <section style={PAGE_CARD}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <div style={{ flex: 1, minWidth: 'min(280px, 100%)' }}>
          <ListFilters
            searchInput={list.searchInput}
            onSearch={list.setSearchInput}
            form={query.form}
            onForm={list.setForm}
            status={query.status}
            onStatus={list.setStatus}
            forms={forms.data ?? []}
            handled={query.handled}
            onHandled={list.setHandled}
            branches={branches.data}
            branch={query.branch}
            onBranch={list.setBranch}
          />
        </div>
        <ExportButtons filter={query} />
      </div>
      <UpdatedAt state={responses} />
      {responses.pageError ? (
        <Notice
          tone="error"
          role="alert"
          title={t('list.loadFailed')}
          action={
            <LightButton kind="default" onClick={responses.retry}>
              {t('list.retry')}
            </LightButton>
          }
        >
          {responses.pageError === t('list.loadFailed') ? undefined : responses.pageError}
        </Notice>
      ) : (
        <ResponsesTable
          page={responses.data}
          loading={responses.loading}
          current={query.page}
          pageSize={query.limit}
          onPage={list.setPage}
          onDetails={select}
          empty={
            list.filtered ? (
              <span data-testid="no-match">
                {t('list.noMatch')}{' '}
                <LightButton small onClick={list.clearFilters} style={{ color: PALETTE.primary }}>
                  {t('list.clearFilters')}
                </LightButton>
              </span>
            ) : (
              <Suspense fallback={t('list.empty')}>
                <ResponsesEmpty onRequest={request.ask} />
              </Suspense>
            )
          }
        />
      )}
      {selected && (
        <Suspense fallback={null}>
          <ResponseDetailDialog key={selected._id} response={selected} onClose={close} />
        </Suspense>
      )}
      {request.dialog}
    </section>
  );
}
