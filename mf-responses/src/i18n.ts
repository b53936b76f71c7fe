import { addLazyFeatureResources } from '@fikr/shared';

export const NS = 'responses';

/**
 * The remote's texts, a chunk per language (locales/): the reader's language only, another when the reader
 * switches to it. Pages wait for them behind Suspense (useFeatureTexts); tests wait for this promise.
 */
export const textsReady = addLazyFeatureResources(NS, (lang) =>
  import(/* webpackChunkName: "mf-responses-texts-[request]" */ `./locales/${lang}`).then(
    (m: Record<string, object>) => m[lang],
  ),
).catch(() => {
  // offline at the start: the page's error boundary shows it, and its Retry asks again
});
