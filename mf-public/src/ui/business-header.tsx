import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiAssetUrl } from '../runtime-config';

interface BusinessHeaderProps {
  business: { name: string; description?: string | null; logo?: string | null };
  /** Reward badge or any line under the name. */
  children?: ReactNode;
}

/** Logo (lazy, fixed size so nothing jumps) or the name's initial, name, description. */
export function BusinessHeader({ business, children }: BusinessHeaderProps) {
  const { t } = useTranslation('public');
  return (
    <header className="fp-card fp-head">
      {business.logo ? (
        <img
          className="fp-logo"
          src={apiAssetUrl(business.logo)}
          alt={t('logoAlt', { name: business.name })}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="fp-logo" aria-hidden="true">
          {business.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="fp-name">{business.name}</p>
        {business.description ? <p className="fp-muted">{business.description}</p> : null}
        {children}
      </div>
    </header>
  );
}
