import { Avatar } from 'antd';
import type { Business } from '@fikr/shared';

/** The logo is served by the product's own host under its stored path; without one, the initial. */
export function BusinessAvatar({ business, size = 36 }: { business: Pick<Business, 'name' | 'logo'> | null; size?: number }) {
  const name = business?.name ?? '';
  if (business?.logo) return <Avatar size={size} src={business.logo} alt={name} data-testid="business-logo" />;
  return (
    <Avatar size={size} style={{ background: '#1677ff' }} data-testid="business-initial">
      {name.trim().slice(0, 1).toUpperCase() || 'F'}
    </Avatar>
  );
}
