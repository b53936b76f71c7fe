import type { CSSProperties, ReactNode } from 'react';

// antd's Row/Col and Space drawn with CSS grid and flex gaps: on the console's first screen they brought antd's
// grid, responsive observer and compact-space code (~10 KB gzip) for a few boxes side by side.
const BOXES_CSS = `
.fikr-grid { display: grid; gap: 16px; grid-template-columns: repeat(var(--fikr-cols-xs), minmax(0, 1fr)); }
@media (min-width: 768px) {
  .fikr-grid { grid-template-columns: repeat(var(--fikr-cols-md, var(--fikr-cols-xs)), minmax(0, 1fr)); }
}
@media (min-width: 992px) {
  .fikr-grid { grid-template-columns: repeat(var(--fikr-cols-lg, var(--fikr-cols-md, var(--fikr-cols-xs))), minmax(0, 1fr)); }
}`;

interface Columns {
  /** Columns on a phone. */
  xs: number;
  /** From 768 px (antd's md), else as xs. */
  md?: number;
  /** From 992 px (antd's lg), else as md. */
  lg?: number;
}

/** Equal columns, 16 px apart, as many per row as the screen's width gives (antd's Row gutter 16 with Cols). */
export function Grid({ columns, children }: { columns: Columns; children: ReactNode }) {
  const vars = {
    '--fikr-cols-xs': columns.xs,
    '--fikr-cols-md': columns.md,
    '--fikr-cols-lg': columns.lg,
  } as CSSProperties;
  return (
    <div className="fikr-grid" style={vars}>
      <style href="fikr-boxes" precedence="default">
        {BOXES_CSS}
      </style>
      {children}
    </div>
  );
}

/** Children one under another, `gap` apart, full width (antd's vertical Space). */
export function Stack({ gap = 16, children }: { gap?: number; children: ReactNode }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap, width: '100%' }}>{children}</div>;
}

/** Children in a line, centred, `gap` apart, wrapping when asked (antd's horizontal Space). */
export function Inline({
  gap = 8,
  wrap = false,
  style,
  children,
  ...data
}: {
  gap?: number;
  wrap?: boolean;
  style?: CSSProperties;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}) {
  return (
    <div
      style={{ display: 'inline-flex', alignItems: 'center', gap, flexWrap: wrap ? 'wrap' : undefined, ...style }}
      {...data}
    >
      {children}
    </div>
  );
}
