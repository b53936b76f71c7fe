import type { CSSProperties } from 'react';
import { theme } from 'antd';
import type { Business } from '@fikr/shared';

/** The logo is served by the product's own host under its stored path; without one, the initial. */
export function BusinessAvatar({
  business,
  size = 36,
}: {
  business: Pick<Business, 'name' | 'logo'> | null;
  size?: number;
}) {
  const { token } = theme.useToken();
  const name = business?.name?.trim() ?? '';
  const circle: CSSProperties = {
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    borderRadius: '50%',
    overflow: 'hidden',
    verticalAlign: 'middle',
  };
  if (business?.logo) {
    return (
      <span data-testid="business-logo" style={circle}>
        <img src={business.logo} alt={name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </span>
    );
  }
  return (
    <span
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      data-testid="business-initial"
      style={{
        ...circle,
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        fontSize: 18,
        userSelect: 'none',
      }}
    >
      {name.slice(0, 1).toUpperCase() || 'F'}
    </span>
  );
}
