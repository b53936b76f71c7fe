import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useDocumentTitle } from '../components/use-document-title';

/** The centred card of the sign-in pages: at most 420 px wide (spec section 9). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }} data-testid="auth-card">
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
        {children}
      </Card>
    </main>
  );
}
