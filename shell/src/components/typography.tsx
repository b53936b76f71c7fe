import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
  /** One line, cut with "…"; the full text stays in the title attribute. */
  ellipsis?: boolean;
  [data: `data-${string}`]: string | undefined;
}

const ELLIPSIS: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** h1–h5 with antd's heading sizes and colour (no margin: every caller lays it out itself). */
export function Heading({ level, ellipsis = false, style, children, ...rest }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      title={ellipsis && typeof children === 'string' ? children : undefined}
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...(ellipsis ? ELLIPSIS : null),
        ...style,
      }}
      {...rest}
    >
      {children}
    </Tag>
  );
}

interface TextProps {
  /** Muted text in antd's secondary (description) colour. */
  secondary?: boolean;
  strong?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}

/** An inline run of text with antd's text colours; strong text is a <strong>. */
export function Text({ secondary = false, strong = false, style, children }: TextProps) {
  const { token } = theme.useToken();
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag
      style={{
        color: secondary ? token.colorTextDescription : undefined,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
