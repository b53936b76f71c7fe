import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { apiErrorMessage, dataVersionAtom } from '@fikr/shared';
import { fetchForms, type ApiForm } from '../api/forms-api';

interface FormsState {
  forms: ApiForm[];
  loading: boolean;
  error: string | null;
}

/** GET /forms with a reload; the last answer wins when reloads overlap. */
export function useForms() {
  const [state, setState] = useState<FormsState>({ forms: [], loading: true, error: null });
  const [generation, setGeneration] = useState(0);
  const dataVersion = useAtomValue(dataVersionAtom); // a survey request changes the forms' counts

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    fetchForms().then(
      (forms) => current && setState({ forms, loading: false, error: null }),
      (error: unknown) =>
        current && setState((s) => ({ ...s, loading: false, error: apiErrorMessage(error, 'forms:list.loadFailed') })),
    );
    return () => {
      current = false;
    };
  }, [generation, dataVersion]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
