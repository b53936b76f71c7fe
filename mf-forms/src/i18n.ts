import { addLazyFeatureResources } from '@fikr/shared';
import type { FormsResources } from './locales/uz';

export const NS = 'forms';

/**
 * The `forms` texts come a language at a time (one chunk each): the reader's now, another when the reader switches
 * to it. Pages wait with useFeatureTexts(NS); a failed fetch is asked for again there, so it is only caught here.
 */
export const textsReady: Promise<void> = addLazyFeatureResources(NS, (lang) =>
  import(
    /* webpackChunkName: "mf-forms-texts-[request]" */ /* webpackInclude: /(uz|ru|en)\.ts$/ */ `./locales/${lang}`
  ).then((m: Record<string, FormsResources>) => m[lang]),
).catch(() => undefined);
