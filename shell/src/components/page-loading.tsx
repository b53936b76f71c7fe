import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

// antd's large Spin (a ring of four dots) as one turning ring: the page's code is on its way.
const SPIN_CSS = `
@keyframes fikr-spin { to { transform: rotate(360deg); } }
.fikr-page-loading { display: block; width: 32px; height: 32px; margin: 64px auto; border-radius: 50%;
  border: 3px solid var(--fikr-spin-track); border-top-color: var(--fikr-spin); animation: fikr-spin 0.8s linear infinite; }
@media (prefers-reduced-motion: reduce) { .fikr-page-loading { animation-duration: 2.4s; } }`;

/** Shown while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const colours = { '--fikr-spin': token.colorPrimary, '--fikr-spin-track': token.colorFillSecondary };
  return (
    <span role="status" aria-label={t('loading')} className="fikr-page-loading" style={colours as CSSProperties}>
      <style href="fikr-page-loading" precedence="default">
        {SPIN_CSS}
      </style>
    </span>
  );
}
