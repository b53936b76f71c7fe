import type { CSSProperties } from 'react';
import { theme } from 'antd';

// antd's shimmer: a wide gradient sliding across each block (still for those who ask for less motion).
const SKELETON_CSS = `
@keyframes fikr-skeleton { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
.fikr-skeleton-block { background-size: 400% 100%; animation: fikr-skeleton 1.4s ease infinite; }
@media (prefers-reduced-motion: reduce) { .fikr-skeleton-block { animation: none; } }`;

function Block({ style }: { style: CSSProperties }) {
  const { token } = theme.useToken();
  const gradient = `linear-gradient(90deg, ${token.colorFillContent} 25%, ${token.colorFill} 37%, ${token.colorFillContent} 63%)`;
  return (
    <div
      className="fikr-skeleton-block"
      style={{ height: token.controlHeight / 2, borderRadius: token.borderRadiusSM, background: gradient, ...style }}
    />
  );
}

/** Placeholder while content loads (antd's active Skeleton): optional round avatar, a title bar and `rows` lines. */
export function Skeleton({ avatar = false, rows = 2 }: { avatar?: boolean; rows?: number }) {
  const { token } = theme.useToken();
  const lines = Array.from({ length: rows }, (_, i) => i);
  return (
    <div aria-busy="true" data-testid="skeleton" style={{ display: 'flex', gap: token.padding }}>
      <style href="fikr-skeleton" precedence="default">
        {SKELETON_CSS}
      </style>
      {avatar && (
        <Block style={{ flex: 'none', width: token.controlHeight, height: token.controlHeight, borderRadius: '50%' }} />
      )}
      <div aria-hidden style={{ flex: 1, paddingTop: avatar ? token.marginXS : 0 }}>
        <Block style={{ width: avatar ? '38%' : '50%' }} />
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: token.marginSM,
            marginTop: token.marginLG + token.marginXXS,
          }}
        >
          {lines.map((i) => (
            <Block key={i} style={{ width: i === rows - 1 ? '61%' : '100%' }} />
          ))}
        </div>
      </div>
    </div>
  );
}
