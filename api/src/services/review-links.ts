import { sql } from 'drizzle-orm';
import { REVIEW_SITES, type ReviewClicks, type ReviewLinks, type ReviewSite } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { notFound } from '../lib/app-error';

interface Target {
  id: string;
  offered: boolean;
  business_id: string;
  branch_id: string | null;
  business_links: ReviewLinks | string | null;
  branch_links: ReviewLinks | string | null;
}

const parsed = (value: ReviewLinks | string | null): Partial<ReviewLinks> =>
  (typeof value === 'string' ? (JSON.parse(value) as ReviewLinks) : value) ?? {};

/**
 * The review sites a completed PUBLIC answer may be pointed to, by its code: the branch's link of a site wins over
 * the business's. A waiting request, a private answer or an unknown code has none (a private answerer is not asked).
 */
async function linksOf(db: Db, code: string): Promise<{ target: Target; links: Map<ReviewSite, string> } | null> {
  if (code.length > 200) return null;
  const [target] = await rows<Target>(
    db,
    sql`select r.id, (r.status = 'completed' and r.is_public and not r.is_test) as offered, r.business_id, r.branch_id, b.review_links as business_links, br.review_links as branch_links
        from responses r
        join businesses b on b.id = r.business_id
        left join branches br on br.id = r.branch_id
        where r.unique_code = ${code}`,
  );
  if (!target) return null;
  if (!target.offered) return { target, links: new Map() };
  const business = parsed(target.business_links);
  const branch = parsed(target.branch_links);
  const links = new Map<ReviewSite, string>();
  for (const site of REVIEW_SITES) {
    const url = branch[site] ?? business[site];
    if (url) links.set(site, url);
  }
  return { target, links };
}

/** GET /api/public/review/:code: the sites the completion page offers (none for a private answer; 404: no such code). */
export async function reviewSites(db: Db, code: string): Promise<ReviewSite[]> {
  const found = await linksOf(db, code);
  if (!found) throw notFound('errors.reviewLinkNotFound');
  return [...found.links.keys()];
}

/**
 * POST /api/public/review/:code/:site: the site's address, the click counted once per response and site. No money
 * moves: a public review is never rewarded. Unknown code or site, a private answer or no link: 404.
 */
export async function followReviewLink(db: Db, code: string, site: string): Promise<string> {
  if (!(REVIEW_SITES as readonly string[]).includes(site)) throw notFound('errors.reviewLinkNotFound');
  const found = await linksOf(db, code);
  const url = found?.links.get(site as ReviewSite);
  if (!found || !url) throw notFound('errors.reviewLinkNotFound');
  await db.execute(
    sql`insert into review_clicks (business_id, branch_id, response_id, site)
        values (${found.target.business_id}, ${found.target.branch_id}, ${found.target.id}, ${site})
        on conflict (response_id, site) do nothing`,
  );
  return url;
}

/** GET /api/stats/review-clicks: clicks per site in the last `days` days, of one branch when scoped to it. */
export async function reviewClickStats(
  db: Db,
  businessId: string,
  branchId: string | undefined,
  days: number,
): Promise<ReviewClicks> {
  const found = await rows<{ site: ReviewSite; n: number | string }>(
    db,
    sql`select site, count(*) as n from review_clicks
        where business_id = ${businessId} and created_at > now() - make_interval(days => ${days}::int)
          ${branchId ? sql`and branch_id = ${branchId}` : sql``}
        group by site`,
  );
  const clicks: ReviewClicks = { google: 0, yandex: 0, twogis: 0 };
  for (const row of found) clicks[row.site] = Number(row.n);
  return clicks;
}
