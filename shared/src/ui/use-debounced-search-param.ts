import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Spec section 9: list search boxes write their text to the URL 400 ms after the last key press. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A list's search box: `text` follows every key press, `search` is the trimmed value kept in the
 * `search` query parameter (written 400 ms after typing stops), so a reload or a shared link keeps it.
 */
export function useDebouncedSearchParam() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text.trim()) next.set('search', text.trim());
          else next.delete('search');
          next.delete('page'); // a new search starts from its first page
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, setParams]);

  return { text, setText, search };
}
