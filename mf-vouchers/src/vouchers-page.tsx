import { useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { type Voucher, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fikr/shared';
import { VoucherDialog } from './details/voucher-dialog';
import { pageFrom, UpdatedAt, useDebouncedSearchParam, useListParams } from '@fikr/shared';
import { useVouchers, type ValidityFilter } from './list/use-vouchers';
import { VoucherFilters } from './list/voucher-filters';
import { CoinPaymentButton } from './coin-payment/coin-payment-button';
import { VoucherTable } from './list/voucher-table';
import { VouchersEmpty } from './list/vouchers-empty';

/** /business/vouchers: search, 'Holati' filter, paged table, the details dialog and 'Coin qabul qilish'. */
export function VouchersPage() {
  const { text, setText, search } = useDebouncedSearchParam();
  // 'Holati', page and page size live in the URL with the search, so reload and back keep them
  const [params, setParams] = useListParams(
    { validity: 'all', page: '1', limit: String(DEFAULT_PAGE_SIZE) },
    { validity: ['all', 'valid', 'invalid'], limit: PAGE_SIZES.map(String) },
  );
  const validity = params.validity as ValidityFilter;
  const page = pageFrom(params.page);
  const paging = { limit: Number(params.limit) };
  const list = useVouchers({ search, validity, page, limit: paging.limit });
  const { t } = useTranslation(NS);
  const filtered = search !== '' || validity !== 'all';
  const empty = filtered ? (
    <span data-testid="no-match">
      {t('noMatch')}{' '}
      <Button
        type="link"
        size="small"
        onClick={() => {
          setText('');
          setParams({ validity: 'all', page: '1' });
        }}
      >
        {t('clearFilters')}
      </Button>
    </span>
  ) : (
    <VouchersEmpty />
  );
  const [selected, setSelected] = useState<Voucher | null>(null);
  const [sentIds, setSentIds] = useState<ReadonlySet<string>>(new Set());

  return (
    <Card data-remote="mf-vouchers">
      <VoucherFilters
        search={text}
        onSearch={setText}
        validity={validity}
        onValidity={(v) => setParams({ validity: v, page: '1' })}
        action={<CoinPaymentButton />}
      />
      <UpdatedAt state={list} />
      {list.error && <Alert type="error" title={list.error} showIcon style={{ marginBottom: 16 }} />}
      <VoucherTable
        data={list.data}
        loading={list.loading}
        page={page}
        limit={paging.limit}
        onPage={(p, limit) => setParams({ page: String(p), limit: String(limit) })}
        onDetails={setSelected}
        empty={empty}
      />
      {selected && (
        <VoucherDialog
          key={selected._id}
          voucher={selected}
          sent={sentIds.has(selected._id)}
          onClose={() => setSelected(null)}
          onUpdated={(v) => {
            setSelected(v);
            list.reload();
          }}
          onSent={(id) => setSentIds((s) => new Set(s).add(id))}
          onUsed={() => setSelected(null)}
        />
      )}
      {/* not shown to users (issue 16.12): the profile menu's About lists versions; tests and support read it */}
      <span hidden data-testid="remote-version">
        mf-vouchers v{__APP_VERSION__}
      </span>
    </Card>
  );
}
