import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { tagTone } from '@fikr/shared';

const TAG: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '0 7px',
  fontSize: 12,
  lineHeight: '20px',
  borderWidth: 1,
  borderStyle: 'solid',
  borderRadius: 6,
  whiteSpace: 'nowrap',
};

interface LightTagProps extends HTMLAttributes<HTMLSpanElement> {
  /** A tone of the list's AA-contrast tag colours (tag-tones), 'default' when absent. */
  tone?: string;
  icon?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** antd's Tag look in a plain span: the list's tags are on a phone's first screen, in every card. */
export function LightTag({ tone, icon, children, style, ...rest }: LightTagProps) {
  return (
    <span {...rest} style={{ ...TAG, ...tagTone(tone), ...style }}>
      {icon}
      {children}
    </span>
  );
}
