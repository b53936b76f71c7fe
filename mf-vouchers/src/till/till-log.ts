import { useCallback, useState } from 'react';

/** One thing this device took today: a redeemed voucher or a coin payment. */
export interface TillEntry {
  kind: 'voucher' | 'coin';
  at: string;
  amount: number;
  /** The voucher's code or the customer's masked phone. */
  ref: string;
}

const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** One key per business and day: yesterday's list is simply never read again (and replaced on the next write). */
const keyOf = (businessId: string) => `fikr:till:${businessId}`;

function read(businessId: string): TillEntry[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(businessId)) ?? 'null') as {
      day?: string;
      entries?: TillEntry[];
    } | null;
    return stored?.day === today() && Array.isArray(stored.entries) ? stored.entries : [];
  } catch {
    return [];
  }
}

/**
 * What the till on this device took today. The audit trail (owner-only) is not readable by a cashier, so the till
 * keeps its own list in localStorage: it survives a reload, not a change of phone.
 */
export function useTillLog(businessId: string) {
  const [entries, setEntries] = useState<TillEntry[]>(() => read(businessId));
  const add = useCallback(
    (entry: Omit<TillEntry, 'at'>) => {
      const next = [{ ...entry, at: new Date().toISOString() }, ...read(businessId)];
      try {
        localStorage.setItem(keyOf(businessId), JSON.stringify({ day: today(), entries: next }));
      } catch {
        // private mode or a full storage: the list lives for this visit only
      }
      setEntries(next);
    },
    [businessId],
  );
  return { entries, add };
}
