// The first view's two pages as plain DOM (the console's entry chunk: no React, antd or i18next yet). Every value
// goes in as text, never as markup: a customer's name is shown, not run.
import type { TrendDay } from '@fikr/shared';
import { customerLabel, customerSubline, formatDateTime, formatSom } from '@fikr/shared/format';
import { ratingChange, shownRating, signed, yesterdayOf } from '../dashboard/rating-figures';
import { firstViewTexts } from './first-view-texts';

export type Lang = keyof typeof firstViewTexts;
type DashboardKey = keyof (typeof firstViewTexts)['uz']['dashboard'];

/** i18next's reading of these texts: the plural form Intl names for `count` when the table has one, '{{x}}' filled. */
function text(lang: Lang, key: DashboardKey, values: Record<string, string | number> = {}): string {
  const table = firstViewTexts[lang].dashboard as Record<string, string>;
  const plural =
    typeof values.count === 'number' ? table[`${key}_${new Intl.PluralRules(lang).select(values.count)}`] : undefined;
  return (plural ?? table[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function el(tag: string, className: string, content: (Node | string)[] = [], testId?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  // the live page's test ids, renamed as the kept page's are: tools tell the two apart
  if (testId) node.setAttribute('data-snapshot-testid', testId);
  node.append(...content);
  return node;
}

/**
 * The top bar as the console draws it: the page's title, over a moving line that says the page is still starting
 * (nothing in it answers a tap until the console is up).
 */
const topBar = (title: string) => el('header', 'bar', [el('h1', '', [title]), el('div', 'starting')]);

/**
 * A card's title, figure and notes as one block of lines: the browser measures the largest paint by block of
 * text, so a card as one piece is larger than any line the live card draws, and the page's largest paint stays
 * the first view's, seconds before the console's.
 */
function statCard(title: string, value: string, testId: string, notes: string[] = []): HTMLElement {
  const lines: (Node | string)[] = [
    el('span', 'muted', [title]),
    document.createElement('br'),
    el('span', 'value', [value]),
  ];
  for (const note of notes) lines.push(document.createElement('br'), el('span', 'muted', [note]));
  return el('section', 'card', [el('div', '', lines)], testId);
}

interface DashboardFigures {
  business: { name?: string | null; coin?: number | string | null };
  stats: {
    totalResponses?: { total?: number; completed?: number } | null;
    rating?: { rating?: number; count?: number } | null;
    repeatPurchase?: number | null;
    today?: { requests?: number; completed?: number; ratingAvg?: number | null } | null;
  };
  /** GET /stats/trends' days (the last 60, oldest first): the rating change and yesterday's figures. */
  trend: TrendDay[];
}

/** The dashboard's header card and stat cards, as its page shows them first. */
export function dashboardView(lang: Lang, { business, stats, trend }: DashboardFigures): Node[] {
  const t = (key: DashboardKey, values?: Record<string, string | number>) => text(lang, key, values);
  const rating = stats.rating ?? {};
  const count = rating.count ?? 0;
  const ratingText = t('ratingOf', { rating: (Number(rating.rating) || 0).toFixed(1) });
  const responses = stats.totalResponses ?? {};
  const today = stats.today ?? {};
  const yesterday = yesterdayOf(trend);
  const change = ratingChange(trend);
  const name = el('h2', '', [business.name?.trim() || t('noName')]);
  const balance = statCard(t('balance'), t('coins', { amount: formatSom(business.coin) }), 'stat-balance');
  const page = (content: Node[]) => [topBar(firstViewTexts[lang].titles.dashboard), el('main', 'page', content)];
  // before the first answer the live page shows its first steps and the balance, not figures that are all zero
  if ((responses.completed ?? 0) === 0) return page([el('section', 'card', [name]), balance]);
  const header = el('section', 'card', [
    name,
    el('div', '', [
      el('strong', '', [ratingText]),
      ' ',
      el('span', 'muted', [t('ratingCount', { count })]),
      ' ',
      el('span', 'muted small', [t('ratingPublicOnly')]),
    ]),
  ]);
  const cards = el('div', 'grid', [
    statCard(t('responses'), `${responses.completed ?? 0} / ${responses.total ?? 0}`, 'stat-responses'),
    balance,
    statCard(t('repeat'), String(stats.repeatPurchase ?? 0), 'stat-repeat'),
    statCard(t('overallRating'), count > 0 ? ratingText : '—', 'stat-overall', [
      change === null ? t('noChange') : t('ratingChange', { change: signed(change) }),
    ]),
    statCard(
      t('today'),
      t('todayValue', { completed: today.completed ?? 0, requests: today.requests ?? 0 }),
      'stat-today',
      [
        t('todayRating', { rating: shownRating(today.ratingAvg) }),
        t('yesterday', {
          completed: yesterday?.completed ?? 0,
          requests: yesterday?.requests ?? 0,
          rating: shownRating(yesterday?.ratingAvg),
        }),
      ],
    ),
  ]);
  return page([header, cards]);
}

export interface ListedResponse {
  customer?: { name?: string | null; phone?: string | null } | null;
  createdAt?: string;
}

/** The responses list's first page as the phone's cards show it: who answered, and when. */
export function responsesView(title: string, responses: ListedResponse[]): Node[] {
  const cards = responses.map((response) => {
    const sub = customerSubline(response.customer);
    // one block of lines (not a box per line): the card reads, and is measured, as one piece of content
    const lines: (Node | string)[] = [el('strong', '', [customerLabel(response.customer) || '—'])];
    if (sub) lines.push(document.createElement('br'), el('span', 'muted', [sub]));
    lines.push(document.createElement('br'), el('span', 'muted', [formatDateTime(response.createdAt)]));
    return el('section', 'card', [el('div', '', lines, 'customer-cell')]);
  });
  return [topBar(title), el('main', 'page', cards)];
}

/** The console's look in a few rules (antd's tokens: its font, radius, borders and muted text). */
export const FIRST_VIEW_CSS = `
:host{all:initial}
header,main{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;
  font-size:14px;line-height:1.5715;color:rgba(0,0,0,.88)}
.bar{position:relative;background:#fff;min-height:64px;box-sizing:border-box;display:flex;align-items:center;
  padding:8px 12px 8px 52px}
.bar h1{margin:0;font-size:clamp(15px,4.5vw,20px);font-weight:600;line-height:1.4}
.starting{position:absolute;left:0;right:0;bottom:0;height:2px;overflow:hidden}
.starting::after{content:'';position:absolute;top:0;bottom:0;width:40%;background:#1677ff;
  animation:starting 1.2s ease-in-out infinite}
@keyframes starting{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.starting::after{animation:none;width:100%;opacity:.35}}
.page{padding:16px;display:flex;flex-direction:column;gap:16px}
.card{background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:24px}
.card h2{margin:0 0 8px;font-size:24px;font-weight:600;line-height:1.35}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,200px),1fr));gap:16px}
.muted{color:rgba(0,0,0,.45)}
.small{font-size:12px}
.value{font-size:24px;line-height:1.6}
`;
