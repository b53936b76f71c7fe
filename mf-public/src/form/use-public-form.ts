import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryClient, useQuery } from '@fikr/shared';
import type { PublicFormPayload } from '@fikr/shared/core';
import { publicQueries } from '../api/queries';
import { isApiError } from '../http/public-api';

/** GET /forms/u/{code}; `openLink` marks a form's share link (no reward). */
export type PublicFormData = PublicFormPayload;

export type FormLoad =
  { kind: 'loading' } | { kind: 'error'; message?: string } | { kind: 'ready'; data: PublicFormData };

/** Loads the form; an already completed request (HTTP 409) goes to /form-completed?artu=true. */
export function usePublicForm(code: string): FormLoad {
  const navigate = useNavigate();
  const query = useQuery(publicQueries.form(code), queryClient);
  const completed = isApiError(query.error, 409);
  useEffect(() => {
    if (completed) navigate('/form-completed?artu=true', { replace: true });
  }, [completed, navigate]);
  if (query.isPending || completed) return { kind: 'loading' };
  if (query.error !== null || query.data === undefined) {
    return { kind: 'error', message: isApiError(query.error) ? query.error.serverMessage : undefined };
  }
  return { kind: 'ready', data: query.data };
}
