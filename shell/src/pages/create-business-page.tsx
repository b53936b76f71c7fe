import { Card, Typography } from 'antd';

// The wizard itself comes with the shell issue; the route and its guard are part of the skeleton.
export function CreateBusinessPage() {
  return (
    <Card style={{ maxWidth: 640, margin: '48px auto' }}>
      <Typography.Title level={3}>Asosiy ma'lumotlari</Typography.Title>
    </Card>
  );
}
