import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRequest, type Response } from '@fikr/shared';
import { fetchResponse } from '../lib/api-calls';

/**
 * The response shown in the detail dialog: picked from the table, or addressed by the URL
 * (/business/responses/{id}, the dashboard's link), which is left again when the dialog closes.
 */
export function useSelectedResponse() {
  const { responseId } = useParams();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Response | null>(null);
  const linked = useRequest(responseId ?? null, () => fetchResponse(responseId!), { followDataVersion: true });
  useEffect(() => {
    if (linked.data) setSelected(linked.data);
  }, [linked.data]);
  const close = () => {
    setSelected(null);
    if (responseId) navigate('..', { relative: 'path' });
  };
  return { selected, select: setSelected, close };
}
