import { useState } from 'react';
import { Alert, Card, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  invalidateAfter,
  pageFrom,
  useDebouncedSearchParam,
  useListParams,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
} from '@fikr/shared';
import { type OpsBusiness, type OpsBusinessesPage } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { opsAction, useOps } from '../use-ops';
import { BusinessesTable } from './businesses-table';
import { SuspendDialog } from './suspend-dialog';

/** /business/ops: every business by name or phone, newest activity first; suspend (with a reason) or unsuspend. */
export function BusinessesPage() {
  const { t } = useTranslation(NS);
  const { text, setText, search } = useDebouncedSearchParam();
  const [params, setParams] = useListParams(
    { page: '1', limit: String(DEFAULT_PAGE_SIZE) },
    { limit: PAGE_SIZES.map(String) },
  );
  const page = pageFrom(params.page);
  const limit = Number(params.limit);
  const list = useOps<OpsBusinessesPage>(
    '/businesses',
    { search: search || undefined, page, limit },
    'businesses.loadFailed',
  );
  const [suspending, setSuspending] = useState<OpsBusiness | null>(null);

  async function unsuspend(business: OpsBusiness) {
    const path = `/businesses/${business._id}/unsuspend`;
    await opsAction(path, t('businesses.unsuspended', { name: business.name }), 'businesses.unsuspendFailed');
  }

  return (
    <Card>
      <Input.Search
        aria-label={t('businesses.search')}
        placeholder={t('businesses.search')}
        value={text}
        allowClear
        onChange={(e) => setText(e.target.value)}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <BusinessesTable
        data={list.data ?? null}
        loading={list.loading}
        onSuspend={setSuspending}
        onUnsuspend={(b) => void unsuspend(b)}
        onPage={(p, l) => setParams({ page: String(l === limit ? p : 1), limit: String(l) })}
      />
      {suspending && (
        <SuspendDialog
          business={suspending}
          onDone={() => void invalidateAfter('ops')}
          onClose={() => setSuspending(null)}
        />
      )}
    </Card>
  );
}
