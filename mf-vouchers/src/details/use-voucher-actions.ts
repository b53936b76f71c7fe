import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, invalidateAfter, toast, unwrap, type Voucher, type VouchersPage } from '@fikr/shared';
import { NS } from '../i18n';

export type Notice = { type: 'info' | 'warning' | 'error'; text: string } | null;
type Busy = 'send' | 'check' | 'use' | null;

interface Callbacks {
  /** A fresher copy of the voucher arrived from the server. */
  onUpdated: (voucher: Voucher) => void;
  onSent: (voucherId: string) => void;
  onUsed: () => void;
  /** How to read the voucher again ('Tekshirish'): the list searched by its code unless given (the till reads by code). */
  reload?: (voucher: Voucher) => Promise<Voucher | undefined>;
}

/** Re-reads one voucher: the list endpoint searched by its code. */
async function fetchVoucher(voucher: Voucher): Promise<Voucher | undefined> {
  const page = unwrap<VouchersPage>(
    await api.get('/vouchers', { params: { search: voucher.code, page: 1, limit: 10 } }),
  );
  return page.responses?.find((v) => v._id === voucher._id);
}

/** Customer confirmation (sendConfirm → check) and redemption of one voucher, each with a clear error. */
export function useVoucherActions(voucher: Voucher, { onUpdated, onSent, onUsed, reload = fetchVoucher }: Callbacks) {
  const { t } = useTranslation([NS, 'common']);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function run(kind: Exclude<Busy, null>, failKey: string, action: () => Promise<void>) {
    setBusy(kind);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setNotice({ type: 'error', text: apiErrorMessage(error, `${NS}:${failKey}`) });
    } finally {
      setBusy(null);
    }
  }

  const send = () =>
    run('send', 'confirm.sendFailed', async () => {
      const { voucher: updated } = unwrap<{ voucher?: Voucher }>(
        await api.post('/vouchers/sendConfirm', { voucherId: voucher._id }),
      );
      if (updated) onUpdated({ ...voucher, ...updated });
      onSent(voucher._id);
      setNotice({ type: 'info', text: t('confirm.sent') });
    });

  const check = () =>
    run('check', 'confirm.checkFailed', async () => {
      const fresh = await reload(voucher);
      if (!fresh) throw new Error('voucher not found');
      onUpdated(fresh);
      if (!fresh.userConfirm) setNotice({ type: 'warning', text: t('confirm.stillWaiting') });
    });

  const use = () =>
    run('use', 'confirm.useFailed', async () => {
      await api.post('/vouchers/confirm', { voucherId: voucher._id });
      void invalidateAfter('voucher');
      toast.success(t('common:success.voucherUsed'), { topic: 'voucher-use' });
      onUsed();
    });

  return { busy, notice, send, check, use };
}
