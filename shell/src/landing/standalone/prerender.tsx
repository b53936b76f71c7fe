import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Lang } from '@fikr/shared/core';
import { createLandingI18n } from './landing-i18n';
import { ANONYMOUS, StandaloneLanding } from './standalone-landing';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The landing's HTML in `lang`, as a visitor without a session sees it. Run by shell/build-landing.mjs at build
 * time; the session's header state is filled in by the page's script.
 */
export function renderLanding(lang: Lang, scriptUrl: string): string {
  const i18n = createLandingI18n(lang);
  const host = { ...ANONYMOUS, go: () => undefined, logout: () => undefined, setLanguage: () => undefined };
  const body = renderToString(<StandaloneLanding i18n={i18n} host={host} />);
  const t = i18n.getFixedT(lang, 'shell');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('appName'))}</title>
<meta name="description" content="${escape(t('landing.subtitle'))}">
<meta name="theme-color" content="#1677ff">
<link rel="icon" href="data:,">
<script defer src="${scriptUrl}"></script>
</head>
<body style="margin:0"><div id="landing">${body}</div></body>
</html>
`;
}

export { LANGUAGES };
