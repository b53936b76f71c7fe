import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/**
 * Every balance that does not equal its ledger, checked in SQL: business balances against `ledger`, customer
 * wallets against `coin_ledger`. An empty list is the money rule holding.
 */
export async function moneyMismatches(db: Db): Promise<string[]> {
  const found = await rows<{ what: string }>(
    db,
    sql`select 'business ' || b.id || ': ' || b.coin || ' vs ' || coalesce(l.total, 0) as what
        from businesses b left join (select business_id, sum(amount) as total from ledger group by business_id) l
          on l.business_id = b.id
        where b.coin <> coalesce(l.total, 0)
        union all
        select 'wallet ' || w.phone || ': ' || w.coin || ' vs ' || coalesce(c.total, 0)
        from customer_wallets w left join (select phone, sum(amount) as total from coin_ledger group by phone) c
          on c.phone = w.phone
        where w.coin <> coalesce(c.total, 0)`,
  );
  return found.map((r) => r.what);
}
