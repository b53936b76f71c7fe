import { useCallback, useState } from 'react';
import { logoProblem, logoUrl, readAsDataUrl, type LogoProblem } from './logo-file';

export interface LogoState {
  /** What the preview shows: the stored logo, the chosen file, or nothing (default logo). */
  preview: string | null;
  file: File | null;
  removeLogo: boolean;
  /** i18n key of the last rejected file. */
  problem: LogoProblem | null;
}

const fromStored = (path: string | null | undefined): LogoState => ({
  preview: logoUrl(path),
  file: null,
  removeLogo: false,
  problem: null,
});

/** Choosing a new logo sets the file and clears the remove flag; removing sets removeLogo and clears the preview. */
export function useLogo() {
  const [logo, setLogo] = useState<LogoState>(fromStored(null));

  const reset = useCallback((path: string | null | undefined) => setLogo(fromStored(path)), []);

  async function choose(file: File) {
    const problem = logoProblem(file);
    if (problem) {
      setLogo((l) => ({ ...l, problem }));
      return;
    }
    const preview = await readAsDataUrl(file);
    setLogo({ preview, file, removeLogo: false, problem: null });
  }

  function remove() {
    setLogo({ preview: null, file: null, removeLogo: true, problem: null });
  }

  return { logo, reset, choose, remove };
}
