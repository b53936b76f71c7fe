import type { Db } from '../db/client';
import { findMismatches } from '../services/reconcile';

/**
 * Every money rule that does not hold, as the reconciliation finds it in SQL (balances against ledgers, wallets
 * against movements, top-ups and payouts against their ledger rows): one line each. An empty list is the money rule
 * holding.
 */
export async function moneyMismatches(db: Db): Promise<string[]> {
  return (await findMismatches(db)).map((m) => `${m.check} ${m.target}: ${m.actual} vs ${m.expected}`);
}
