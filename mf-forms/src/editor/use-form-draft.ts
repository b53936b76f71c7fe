import { useCallback, useEffect, useMemo, useState } from 'react';
import { formQueries, queryClient, useQuery, type Form } from '@fikr/shared';
import { draftFromForm, draftSnapshot, emptyDraft, type DraftQuestion, type FormDraft } from './draft';

export type LoadState = 'loading' | 'ready' | 'failed';

/** The editor's draft: loaded from GET /forms/:id in edit mode, empty in create mode; `dirty` since load/save. */
export function useFormDraft(id: string | undefined, onLoadError: (error: unknown) => void) {
  const [draft, setDraft] = useState<FormDraft>(emptyDraft);
  const [baseline, setBaseline] = useState(() => draftSnapshot(emptyDraft()));
  const request = useQuery({ ...formQueries.detail(id ?? ''), enabled: id !== undefined }, queryClient);
  // the loaded form becomes the draft in the same render, so the editor never shows an empty form as loaded
  const [loaded, setLoaded] = useState<Form>();
  if (request.data && request.data !== loaded) {
    const fresh = draftFromForm(request.data);
    setLoaded(request.data);
    setDraft(fresh);
    setBaseline(draftSnapshot(fresh));
  }
  // pending, not fetching: a re-read after a save keeps the loaded draft on screen
  const load: LoadState = !id ? 'ready' : request.error !== null ? 'failed' : request.isPending ? 'loading' : 'ready';

  useEffect(() => {
    if (request.error !== null) onLoadError(request.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onLoadError is a toast callback: one toast per failure
  }, [request.error]);

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
