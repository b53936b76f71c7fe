import { createElement, type CSSProperties } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

// The console's start draws antd's icons from their SVG data, without @ant-design/icons' React runtime and the CSS
// it inserts: those were 3 KB gzip of the first load, whose 250 KB budget also carries the axios client. The markup
// and box are the ones antd's icons have, so an icon looks the same beside antd's own components.
const BOX: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  color: 'inherit',
  fontStyle: 'normal',
  lineHeight: 0,
  textAlign: 'center',
  textTransform: 'none',
  verticalAlign: '-0.125em',
};

function svgNode(node: AbstractNode, key: number): React.ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(svgNode));
}

/** A decorative icon (1em, the text colour, hidden from screen readers) from antd's icon data (outlined or filled). */
export function SvgIcon({ icon, style }: { icon: IconDefinition; style?: CSSProperties }) {
  const root = icon.icon as AbstractNode; // only two-tone icons are functions of their colours
  return (
    <span role="img" aria-hidden="true" className={`anticon anticon-${icon.name}`} style={{ ...BOX, ...style }}>
      <svg
        viewBox={root.attrs.viewBox}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {root.children?.map(svgNode)}
      </svg>
    </span>
  );
}
