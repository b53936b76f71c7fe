import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { queryClient, responseQueries, useQuery, type Response } from '@fikr/shared';

/**
 * The response shown in the detail dialog: picked from the table, or addressed by the URL
 * (/business/responses/{id}, the dashboard's link), which is left again when the dialog closes.
 */
export function useSelectedResponse() {
  const { responseId } = useParams();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Response | null>(null);
  // the same entry as the dialog's replies: a change to the response re-reads it
  const linked = useQuery(
    { ...responseQueries.detail(responseId ?? ''), enabled: responseId !== undefined },
    queryClient,
  );
  useEffect(() => {
    if (linked.data) setSelected(linked.data);
  }, [linked.data]);
  const close = () => {
    setSelected(null);
    if (responseId) navigate('..', { relative: 'path' });
  };
  return { selected, select: setSelected, close };
}
