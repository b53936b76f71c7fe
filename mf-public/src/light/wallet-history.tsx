import type { WalletHistory, WalletMovement } from '@fikr/shared/core';
import { formatDateTime, formatSom } from '@fikr/shared/core';
import type { T } from './texts';
import type { LightLang } from './types';
import { WalletFrame } from './wallet-ui';

/** '+5 000' or '−2 000' coins (a real minus sign, as screen readers say it). */
export function signedCoins(amount: number): string {
  return amount > 0 ? `+${formatSom(amount)}` : amount < 0 ? `−${formatSom(-amount)}` : '0';
}

function Movement({ movement, t }: { movement: WalletMovement; t: T }) {
  return (
    <li className="fp-card" data-testid="wallet-movement">
      <div className="fw-row">
        <strong>{t(`wallet.kind.${movement.kind}`)}</strong>
        <span className={movement.amount < 0 ? 'fw-minus' : 'fw-plus'}>
          {t('wallet.coin', { amount: signedCoins(movement.amount) })}
        </span>
      </div>
      <div className="fw-row fp-muted">
        <span>{movement.businessName ?? ''}</span>
        <time dateTime={movement.createdAt}>{formatDateTime(movement.createdAt)}</time>
      </div>
    </li>
  );
}

/** /wallet/history?page=N: every coin movement, newest first, a page at a time (links, no script). */
export function WalletHistoryPage({ lang, t, history }: { lang: LightLang; t: T; history: WalletHistory }) {
  const { total, page, limit } = history.pagination;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <WalletFrame lang={lang} t={t} page="wallet-history" keep={page > 1 ? `page=${page}&` : ''}>
      <h1 className="fp-h">{t('wallet.historyTitle')}</h1>
      {history.movements.length ? (
        <ul className="fw-list">
          {history.movements.map((movement) => (
            <Movement key={movement._id} movement={movement} t={t} />
          ))}
        </ul>
      ) : (
        <p className="fp-card fp-muted">{t('wallet.noMovements')}</p>
      )}
      {pages > 1 ? (
        <nav className="fp-card fw-pages" aria-label={t('wallet.history')}>
          {page > 1 ? <a href={`/wallet/history?page=${page - 1}`}>{t('wallet.prev')}</a> : <span />}
          <span>{t('wallet.pageOf', { page, pages })}</span>
          {page < pages ? <a href={`/wallet/history?page=${page + 1}`}>{t('wallet.next')}</a> : <span />}
        </nav>
      ) : null}
    </WalletFrame>
  );
}
