import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  businessQueries,
  dataChanges,
  FIRST_RESPONSES_PAGE,
  formQueries,
  invalidateAfter,
  opsQueries,
  paymentQueries,
  responseQueries,
  sessionQueries,
  statsQueries,
  teamQueries,
  voucherQueries,
  type DataChange,
} from './index';
import { followWindowFocus } from '../api/window-focus';

describe('query keys', () => {
  it('name the resource first, so one prefix covers a list and its items', () => {
    expect(formQueries.list().queryKey).toEqual(['forms']);
    expect(formQueries.detail('f1').queryKey).toEqual(['forms', 'f1']);
    expect(responseQueries.detail('r1').queryKey).toEqual(['responses', 'detail', 'r1']);
    expect(statsQueries.summary().queryKey).toEqual(['stats', 'summary']);
    expect(statsQueries.recovery(30).queryKey).toEqual(['stats', 'recovery', 30]);
    expect(businessQueries.branches().queryKey).toEqual(['business', 'branches']);
    expect(teamQueries.members().queryKey).toEqual(['team', 'members']);
    expect(sessionQueries.me().queryKey).toEqual(['session', 'me']);
    expect(opsQueries.get('/payouts', { status: 'pending', search: undefined }).queryKey).toEqual([
      'ops',
      '/payouts',
      { status: 'pending' },
    ]);
  });

  it('give a page of payments its filter only when one is set', () => {
    expect(paymentQueries.list({ status: '', page: 1, limit: 10 }).queryKey).toEqual([
      'payments',
      { page: 1, limit: 10 },
    ]);
    expect(paymentQueries.list({ status: 'failed', page: 2, limit: 10 }).queryKey).toEqual([
      'payments',
      { page: 2, limit: 10, status: 'failed' },
    ]);
  });

  it('give the dashboard and the unfiltered list the same first page of responses', () => {
    const unfiltered = {
      search: ' ',
      form: '',
      status: '' as const,
      handled: '' as const,
      branch: '',
      page: 1,
      limit: 10,
    };
    expect(responseQueries.list(unfiltered).queryKey).toEqual(responseQueries.list(FIRST_RESPONSES_PAGE).queryKey);
    expect(responseQueries.list(FIRST_RESPONSES_PAGE).queryKey).toEqual(['responses', { page: 1, limit: 10 }]);
  });

  it('tell apart pages, filters and a trend of one form', () => {
    const filtered = responseQueries.list({ ...FIRST_RESPONSES_PAGE, status: 'completed', search: 'Ali ' });
    expect(filtered.queryKey).toEqual(['responses', { page: 1, limit: 10, status: 'completed', search: 'Ali' }]);
    const all = statsQueries.trends({ from: '2026-11-01', to: '2026-11-29' });
    const one = statsQueries.trends({ from: '2026-11-01', to: '2026-11-29', form: 'f1' });
    expect(all.queryKey).not.toEqual(one.queryKey);
  });

  it('give a page of vouchers its filters as sent, none when empty', () => {
    expect(voucherQueries.list({ page: 1, limit: 10, search: ' ' }).queryKey).toEqual([
      'vouchers',
      { page: 1, limit: 10 },
    ]);
    expect(voucherQueries.list({ page: 2, limit: 10, search: 'AB12 ', validity: 'valid' }).queryKey).toEqual([
      'vouchers',
      { page: 2, limit: 10, search: 'AB12', validity: 'valid' },
    ]);
    expect(voucherQueries.tillToday().queryKey).toEqual(['vouchers', 'till-today']);
  });
});

describe('what a change invalidates', () => {
  /** Every key the console reads, answered: which of them a change marks stale. */
  function seeded() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const keys = {
      forms: formQueries.list().queryKey,
      form: formQueries.detail('f1').queryKey,
      responses: responseQueries.list(FIRST_RESPONSES_PAGE).queryKey,
      response: responseQueries.detail('r1').queryKey,
      stats: statsQueries.summary().queryKey,
      answers: statsQueries.answers().queryKey,
      branchFigures: statsQueries.branches().queryKey,
      branches: businessQueries.branches().queryKey,
      onboarding: businessQueries.onboarding().queryKey,
      members: teamQueries.members().queryKey,
      payments: paymentQueries.list({ status: '', page: 1, limit: 10 }).queryKey,
      ops: opsQueries.get('/payouts', { status: 'pending' }).queryKey,
      vouchers: voucherQueries.list({ page: 1, limit: 10 }).queryKey,
      tillToday: voucherQueries.tillToday().queryKey,
      session: sessionQueries.me().queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
    return { client, keys };
  }

  async function staleAfter(change: DataChange): Promise<string[]> {
    const { client, keys } = seeded();
    await invalidateAfter(change, client);
    return Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  }

  it('a survey request: the responses, the figures, the forms and the first steps, never the vouchers or session', async () => {
    expect(await staleAfter('surveyRequest')).toEqual(
      ['answers', 'branchFigures', 'form', 'forms', 'onboarding', 'response', 'responses', 'stats'].sort(),
    );
  });

  it('a follow-up: the responses only', async () => {
    expect(await staleAfter('followUp')).toEqual(['response', 'responses']);
  });

  it('an SMS sent again: the responses only', async () => {
    expect(await staleAfter('resend')).toEqual(['response', 'responses']);
  });

  it('a form saved: the forms, their answer figures and the first steps, not the other figures', async () => {
    expect(await staleAfter('form')).toEqual(['answers', 'form', 'forms', 'onboarding']);
  });

  it('a branch changed: the branches and their figures', async () => {
    expect(await staleAfter('branches')).toEqual(['branchFigures', 'branches']);
  });

  it("the form's link taken: the first steps only", async () => {
    expect(await staleAfter('shared')).toEqual(['onboarding']);
  });

  it('a member changed: the team list only', async () => {
    expect(await staleAfter('members')).toEqual(['members']);
  });

  it('a top-up: every page of the payments, nothing else', async () => {
    expect(await staleAfter('payments')).toEqual(['payments']);
  });

  it("an operator's action: the operators' pages only", async () => {
    expect(await staleAfter('ops')).toEqual(['ops']);
  });

  it('a voucher redeemed: the vouchers, the till of today and the figures, nothing of the responses or forms', async () => {
    expect(await staleAfter('voucher')).toEqual(['answers', 'branchFigures', 'stats', 'tillToday', 'vouchers'].sort());
  });

  it('coins taken at the till: the till of today only', async () => {
    expect(await staleAfter('coinPayment')).toEqual(['tillToday']);
  });

  it('no change touches the session', async () => {
    for (const change of Object.keys(dataChanges) as DataChange[])
      expect(await staleAfter(change)).not.toContain('session');
  });
});

describe('coming back to the tab', () => {
  afterEach(() => focusManager.setFocused(undefined));

  it('re-reads what asked for it (refetchOnWindowFocus), and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    followWindowFocus(client);
    followWindowFocus(client); // once per client: still one read per return
    const reads = { balance: 0, forms: 0 };
    const watch = (name: keyof typeof reads, refetchOnWindowFocus: boolean | 'always') =>
      new QueryObserver(client, {
        queryKey: [name],
        queryFn: () => ++reads[name],
        refetchOnWindowFocus,
      }).subscribe(() => undefined);
    const stop = [watch('balance', 'always'), watch('forms', false)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toEqual({ balance: 1, forms: 1 });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toEqual({ balance: 2, forms: 1 });
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
