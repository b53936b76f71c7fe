// The completion page's review links as the server renders them: offered apart from the reward, never beside it
// (a public review is not paid for: Google's and Trustpilot's rules, the US FTC's 16 CFR 465).
import { renderToString } from 'preact-render-to-string';
import { LightApp } from './app';
import type { LightState } from './types';

const common = { lang: 'uz' as const, apiBase: '/api' };
const review = { code: 'AbC-123_xyz', sites: ['google', 'yandex', 'twogis'] as const };

/** The page's <section>s in order, each with its own markup. */
const sections = (html: string) => [...html.matchAll(/<section[^>]*>[\s\S]*?<\/section>/g)].map((m) => m[0]);

describe.each(['uz', 'ru', 'en'] as const)('the completion page in %s', (lang) => {
  const page = (state: Partial<Extract<LightState, { page: 'completed' }>>) =>
    renderToString(<LightApp state={{ ...common, lang, page: 'completed', already: false, ...state }} />);

  it.each([
    ['a coin', { kind: 'coin' as const, amount: 12_345 }],
    ['a voucher', { kind: 'voucher' as const, amount: 25_000 }],
  ])('with %s reward keeps the review links in a section of their own, with no reward figure in it', (_l, reward) => {
    const html = page({ reward, review: { ...review, sites: [...review.sites] } });
    const [thanks, links, ...rest] = sections(html);
    expect(rest).toEqual([]);
    expect(thanks).toContain('data-testid="completed-reward"');
    expect(thanks).not.toContain('/r/');
    expect(links).toContain('data-testid="review-links"');
    for (const site of review.sites) expect(links).toContain(`href="/r/${review.code}/${site}"`);
    expect(links).not.toContain('completed-reward');
    // what a reader sees there: no figure at all (2GIS is a name), no reward word
    const seen = links.replace(/<[^>]+>/g, ' ').replace(/2GIS/g, '');
    expect(seen).not.toMatch(/\d|coin|коин|voucher|ваучер|so'm|сум|cashback|keshbek|кэшбэк|bonus|бонус/i);
  });

  it('offers the links whatever the reward, none when the survey was already completed or no site is linked', () => {
    expect(page({ reward: null, review: { ...review, sites: ['google'] } })).toContain('data-testid="review-google"');
    expect(page({ already: true, review: { ...review, sites: ['google'] } })).not.toContain('review-links');
    expect(page({ review: { code: 'x', sites: [] } })).not.toContain('review-links');
    expect(page({})).not.toContain('review-links');
  });
});

describe('the stop page', () => {
  it('is one form posting its action with the form token, and says how things stand', () => {
    const state: LightState = { ...common, csrf: 't'.repeat(43), page: 'stop', code: 'abc', stopped: false };
    const html = renderToString(<LightApp state={state} />);
    expect(html).toContain('<form method="post" action="/stop/abc">');
    expect(html).toContain(`<input type="hidden" name="csrf" value="${'t'.repeat(43)}"/>`);
    expect(html).toContain('<input type="hidden" name="action" value="stop"/>');
    const undo = renderToString(<LightApp state={{ ...state, stopped: true }} />);
    expect(undo).toContain('<input type="hidden" name="action" value="resume"/>');
    expect(undo).toContain("So'rovnomalarni qaytarish");
  });
});
