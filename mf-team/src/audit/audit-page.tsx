import { Alert, Card } from 'antd';
import { pageFrom, useDebouncedSearchParam, useListParams, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fikr/shared';
import { ACTION_FILTERS } from './audit-actions';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { useAudit } from './use-audit';

/** /business/team/audit: the audit trail, filtered by actor and action, paged; the filters live in the URL. */
export function AuditPage() {
  const { text, setText, search } = useDebouncedSearchParam();
  const [params, setParams] = useListParams(
    { action: '', page: '1', limit: String(DEFAULT_PAGE_SIZE) },
    { action: ['', ...ACTION_FILTERS.map((f) => f.value)], limit: PAGE_SIZES.map(String) },
  );
  const page = pageFrom(params.page);
  const limit = Number(params.limit);
  const audit = useAudit({ page, limit, actor: search, action: params.action });
  return (
    <Card>
      <AuditFilters
        actor={text}
        onActor={setText}
        action={params.action}
        onAction={(action) => setParams({ action, page: '1' })}
      />
      {audit.error && <Alert type="error" showIcon title={audit.error} style={{ marginBottom: 16 }} />}
      <AuditTable
        data={audit.data}
        loading={audit.loading}
        filtered={search !== '' || params.action !== ''}
        onPage={(p, l) => setParams({ page: String(l === limit ? p : 1), limit: String(l) })}
      />
    </Card>
  );
}
