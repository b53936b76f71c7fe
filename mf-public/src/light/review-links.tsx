import type { PublicReview } from './types';
import type { T } from './texts';

/**
 * The completion page's public review links, offered to every customer who answered publicly whatever their
 * rating. A section of its own, after the thanks and never next to a reward: a review is not paid for (Google's
 * and Trustpilot's rules, the US FTC's 16 CFR 465). Each link goes through /r/{code}/{site}, which counts it.
 */
export function ReviewLinks({ t, review }: { t: T; review: PublicReview | null | undefined }) {
  if (!review || review.sites.length === 0) return null;
  return (
    <section className="fp-card fp-center" data-testid="review-links" aria-labelledby="fp-review-title">
      <h2 id="fp-review-title" className="fp-h">
        {t('publicReview.title')}
      </h2>
      <p>{t('publicReview.text')}</p>
      {review.sites.map((site) => (
        <a
          key={site}
          className="fp-link"
          href={`/r/${encodeURIComponent(review.code)}/${site}`}
          rel="noopener"
          data-testid={`review-${site}`}
        >
          {t(`publicReview.${site}`)}
        </a>
      ))}
    </section>
  );
}
