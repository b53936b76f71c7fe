import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A landing block with an anchor id (the header links scroll to it) and a centred title. */
export function LandingSection({
  id,
  title,
  children,
  tinted,
}: {
  id?: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section id={id} style={{ padding: '48px 16px', background: tinted ? '#f5f8ff' : undefined, scrollMarginTop: 16 }}>
      <div style={{ maxWidth: 1120, margin: '0 auto' }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0, marginBottom: 32 }}>
          {title}
        </Typography.Title>
        {children}
      </div>
    </section>
  );
}
