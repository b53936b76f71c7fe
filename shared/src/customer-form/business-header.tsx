import type { ReactNode } from 'react';
import { formatSom } from '../format/number';
import type { PublicFormPayload } from '../types/form';
import type { T } from './texts';

interface BusinessHeaderProps {
  business: { name: string; description?: string | null; logo?: string | null };
  /** The logo's full URL (assetUrl), or none for the name's initial. */
  logoUrl?: string;
  t: T;
  /** The reward badge or any line under the name. */
  children?: ReactNode;
}

/** Logo (fixed size so nothing jumps) or the name's initial, name, description. */
export function BusinessHeader({ business, logoUrl, t, children }: BusinessHeaderProps) {
  return (
    <header className="fp-card fp-head">
      {logoUrl ? (
        <img
          className="fp-logo"
          src={logoUrl}
          alt={t('logoAlt', { name: business.name })}
          width={56}
          height={56}
          decoding="async"
        />
      ) : (
        <span className="fp-logo" aria-hidden="true">
          {business.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className="fp-grow">
        <p className="fp-name">{business.name}</p>
        {business.description ? <p className="fp-muted">{business.description}</p> : null}
        {children}
      </div>
    </header>
  );
}

type RewardData = Pick<PublicFormPayload, 'openLink' | 'typeMotive' | 'coin' | 'voucher'>;

/** '{coin} coin' or "Voucher {amount} so'm"; nothing for an open share link or a zero reward. */
export function RewardBadge({ data, t }: { data: RewardData; t: T }) {
  if (data.openLink) return null;
  const voucher = data.typeMotive === 'voucher';
  const amount = voucher ? (data.voucher?.amount ?? 0) : (data.coin ?? 0);
  if (!(amount > 0)) return null;
  return (
    <span className="fp-badge" data-testid="reward-badge">
      {voucher ? t('rewardVoucher', { amount: formatSom(amount) }) : t('rewardCoin', { coin: amount })}
    </span>
  );
}

/** Files the API stores (logos) live on the API's origin, which may not be the page's. */
export function assetUrl(apiBase: string, path?: string | null): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return /^https?:\/\//.test(apiBase) ? new URL(path, apiBase).href : path;
}
