import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicFormPayload } from '@fikr/shared/core';
import { callApi, isApiError } from '../http/public-api';

/** GET /forms/u/{code}; `openLink` marks a form's share link (no reward). */
export type PublicFormData = PublicFormPayload & { openLink?: boolean; customerName?: string };

export type FormLoad =
  { kind: 'loading' } | { kind: 'error'; message?: string } | { kind: 'ready'; data: PublicFormData };

/** Loads the form; an already completed request (HTTP 409) goes to /form-completed?artu=true. */
export function usePublicForm(code: string): FormLoad {
  const navigate = useNavigate();
  const [state, setState] = useState<FormLoad>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    callApi<PublicFormData>('GET', `/forms/u/${encodeURIComponent(code)}`).then(
      (data) => live && setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error, 409)) navigate('/form-completed?artu=true', { replace: true });
        else setState({ kind: 'error', message: isApiError(error) ? error.serverMessage : undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [code, navigate]);
  return state;
}
