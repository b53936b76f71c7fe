// Strings the shell owns (remotes register their own namespaces), a chunk per language: the console's first load
// carries the reader's language only, and another is fetched when the reader switches to it.
import type { Lang } from '@fikr/shared/core';

/** The shell's texts in `lang`. The first call, from the console's entry, starts the fetch beside the app's start. */
export function loadShellTexts(lang: Lang): Promise<object> {
  return import(/* webpackInclude: /(uz|ru|en)\.ts$/ */ `./shell-texts/${lang}`).then(
    (mod: { texts: object }) => mod.texts,
  );
}
