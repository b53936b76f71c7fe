import { addLazyFeatureResources } from '@fikr/shared';
import type { SettingsResources } from './locales/uz';

export const NS = 'settings';

/**
 * The `settings` texts come a language at a time (one chunk each): the reader's now, another when the reader switches
 * to it. Pages wait with useFeatureTexts(NS); a failed fetch is asked for again there, so it is only caught here.
 */
export const textsReady: Promise<void> = addLazyFeatureResources(NS, (lang) =>
  import(
    /* webpackChunkName: "mf-settings-texts-[request]" */ /* webpackInclude: /(uz|ru|en)\.ts$/ */ `./locales/${lang}`
  ).then((m: Record<string, SettingsResources>) => m[lang]),
).catch(() => undefined);
