import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequest } from '@fikr/shared';
import type { PublicFormPayload } from '@fikr/shared/core';
import { callApi, isApiError } from '../http/public-api';

/** GET /forms/u/{code}; `openLink` marks a form's share link (no reward). */
export type PublicFormData = PublicFormPayload;

export type FormLoad =
  { kind: 'loading' } | { kind: 'error'; message?: string } | { kind: 'ready'; data: PublicFormData };

/** Loads the form; an already completed request (HTTP 409) goes to /form-completed?artu=true. */
export function usePublicForm(code: string): FormLoad {
  const navigate = useNavigate();
  const request = useRequest(code, () => callApi<PublicFormData>('GET', `/forms/u/${encodeURIComponent(code)}`), {
    keepData: false,
  });
  const completed = isApiError(request.cause, 409);
  useEffect(() => {
    if (completed) navigate('/form-completed?artu=true', { replace: true });
  }, [completed, navigate]);
  if (request.loading || completed) return { kind: 'loading' };
  if (request.cause !== null || request.data === undefined) {
    return { kind: 'error', message: isApiError(request.cause) ? request.cause.serverMessage : undefined };
  }
  return { kind: 'ready', data: request.data };
}
