import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchForm } from '../api/forms-api';
import { draftFromForm, draftSnapshot, emptyDraft, type DraftQuestion, type FormDraft } from './draft';

export type LoadState = 'loading' | 'ready' | 'failed';

/** The editor's draft: loaded from GET /forms/:id in edit mode, empty in create mode; `dirty` since load/save. */
export function useFormDraft(id: string | undefined, onLoadError: (error: unknown) => void) {
  const [draft, setDraft] = useState<FormDraft>(emptyDraft);
  const [baseline, setBaseline] = useState(() => draftSnapshot(emptyDraft()));
  const [load, setLoad] = useState<LoadState>(id ? 'loading' : 'ready');

  useEffect(() => {
    if (!id) return;
    let current = true;
    setLoad('loading');
    fetchForm(id).then(
      (form) => {
        if (!current) return;
        const loaded = draftFromForm(form);
        setDraft(loaded);
        setBaseline(draftSnapshot(loaded));
        setLoad('ready');
      },
      (error: unknown) => {
        if (!current) return;
        setLoad('failed');
        onLoadError(error);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onLoadError is a toast callback; reloading on its identity would refetch for nothing
  }, [id]);

  const dirty = useMemo(() => load === 'ready' && draftSnapshot(draft) !== baseline, [draft, baseline, load]);
  const setField = useCallback(
    <K extends 'title' | 'description'>(key: K, value: string) => setDraft((d) => ({ ...d, [key]: value })),
    [],
  );
  const setQuestions = useCallback((update: (qs: DraftQuestion[]) => DraftQuestion[]) => {
    setDraft((d) => {
      const questions = update(d.questions);
      return questions === d.questions ? d : { ...d, questions };
    });
  }, []);
  const markSaved = useCallback(() => setBaseline(draftSnapshot(draft)), [draft]);

  return { draft, load, dirty, setField, setQuestions, markSaved };
}
