import type { ReactNode } from 'react';
import { theme } from 'antd';
import { formatSom } from '@fikr/shared';

/** A labelled figure (antd's Statistic look) as a description list: muted title, large value; numbers grouped by thousands. */
export function StatValue({ title, value }: { title: ReactNode; value: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0 }}>
      <dt style={{ paddingBottom: token.marginXXS, color: token.colorTextDescription, fontSize: token.fontSize }}>
        {title}
      </dt>
      <dd
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
        }}
      >
        {typeof value === 'number' ? formatSom(value) : value}
      </dd>
    </dl>
  );
}
