import { useEffect, useState } from 'react';
import { api, apiErrorMessage, unwrap } from '@fikr/shared';
import type { AuditEntry } from '@fikr/shared/schemas';
import { NS } from '../i18n';

export interface AuditPage {
  entries: AuditEntry[];
  pagination: { total: number; page: number; limit: number };
}

export interface AuditQuery {
  page: number;
  limit: number;
  actor: string;
  action: string;
}

/** GET /business/audit with the page's filters; the latest request wins when filters change quickly. */
export function useAudit(query: AuditQuery) {
  const [data, setData] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const { page, limit, actor, action } = query;

  useEffect(() => {
    let current = true;
    setLoading(true);
    api
      .get('/business/audit', { params: { page, limit, actor: actor || undefined, action: action || undefined } })
      .then(
        (res) => {
          if (!current) return;
          setData(unwrap<AuditPage>(res));
          setError(null);
        },
        (err: unknown) => current && setError(apiErrorMessage(err, `${NS}:audit.loadFailed`)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [page, limit, actor, action]);

  return { data, error, loading };
}
