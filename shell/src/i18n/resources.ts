// Strings the shell owns (remotes register their own namespaces), a chunk per language (src/locales): the
// console's first load carries the reader's language only, and another is fetched when the reader switches to it.
import type { Lang } from '@fikr/shared/core';
import type { ShellResources } from '../locales/uz';

/** The shell's texts in `lang`. The first call, from the console's entry, starts the fetch beside the app's start. */
export function loadShellTexts(lang: Lang): Promise<ShellResources> {
  return import(/* webpackInclude: /(uz|ru|en)\.ts$/ */ `../locales/${lang}`).then(
    (mod: Record<Lang, ShellResources>) => mod[lang],
  );
}
