import { useEffect } from 'react';

/** The browser tab says which page this is: 'Formalar — Fikr'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — Fikr` : 'Fikr';
  }, [title]);
}
