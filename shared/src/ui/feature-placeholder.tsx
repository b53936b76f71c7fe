import { Card, Tag, Typography } from 'antd';

/** What a remote renders until its feature lands: its name and build version, so a live upgrade is visible. */
export function FeaturePlaceholder({ remote, version, title }: { remote: string; version: string; title: string }) {
  return (
    <Card data-remote={remote}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Tag data-testid="remote-version">
        {remote} v{version}
      </Tag>
    </Card>
  );
}
