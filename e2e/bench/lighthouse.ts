// `npm run bench` (e2e/bench/lighthouse.ts): Lighthouse, the tool the web's engineers judge a page with, on the
// owner's dashboard and responses list (signed in as an owner with a few responses) beside the customer's light
// form. Mobile defaults (a mid-range phone on a slow 4G network, simulated), Debian's chromium, a new profile per
// page. Goals: performance ≥ 90, accessibility and best practices 100, cumulative layout shift ≤ 0.05.
// Only 127.0.0.1 is contacted.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startApp } from '../lib/app-server';
import { answerRequest, ownerWithForm, surveyRequest } from '../tests/public-setup';

const GOALS = { performance: 90, accessibility: 100, 'best-practices': 100 } as const;
const CLS_GOAL = 0.05;

interface Scores {
  /** Why Lighthouse could not measure the page (the figures are then missing), null when it could. */
  error: string | null;
  scores: Record<keyof typeof GOALS, number>;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /** The element of the largest contentful paint (a CSS selector), when Lighthouse named one. */
  lcpElement: string | null;
  /** The audits that cost points in accessibility and best practices. */
  misses: string[];
  /** The elements that moved most, with their share of the shift. */
  shifts: { element: string; score: number }[];
  /** The browser's own reports (Lighthouse's inspector issues). */
  issues: string[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster), null when it gave none. */
  benchmarkIndex: number | null;
}

/** One Lighthouse run in its own plain Node process (see lighthouse-audit.mjs). */
async function audit(url: string, token: string | null): Promise<Scores> {
  const args = [join(__dirname, 'lighthouse-audit.mjs'), url, ...(token ? [token] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Scores;
}

async function main(): Promise<void> {
  const app = await startApp();
  try {
    const { owner, form } = await ownerWithForm(app.url);
    for (const rating of [5, 4, 5]) {
      const { code } = await surveyRequest(owner, form._id, { coin: 1000 });
      await answerRequest(app.url, form, code, { rating, review: 'Yaxshi' });
    }
    const pages: [string, string, string | null][] = [
      ['dashboard', `${app.url}/business/dashboard`, owner.token],
      ['responses', `${app.url}/business/responses`, owner.token],
      ['light form', `${app.url}/form/${form.shareCode}`, null],
    ];
    console.log('Lighthouse, mobile defaults, a new profile per page:');
    for (const [name, url, token] of pages) {
      const r = await audit(url, token);
      if (r.error) {
        console.log(`${name}: Lighthouse could not measure this run (${r.error})`);
        continue;
      }
      const verdict = (Object.keys(GOALS) as (keyof typeof GOALS)[])
        .map((id) => `${id} ${r.scores[id]} (goal ≥ ${GOALS[id]}: ${r.scores[id] >= GOALS[id] ? 'ok' : 'MISS'})`)
        .join(', ');
      console.log(`${name}: ${verdict}`);
      console.log(
        `  CLS ${r.cls.toFixed(3)} (goal ≤ ${CLS_GOAL}: ${r.cls <= CLS_GOAL ? 'ok' : 'MISS'}), ` +
          `total blocking time ${(r.tbtMs / 1000).toFixed(2)} s, LCP ${(r.lcpMs / 1000).toFixed(2)} s` +
          (r.lcpElement ? ` (${r.lcpElement})` : '') +
          (r.benchmarkIndex ? `, machine's benchmark index ${Math.round(r.benchmarkIndex)}` : '') +
          (r.misses.length ? `; misses: ${r.misses.join(', ')}` : ''),
      );
      if (r.shifts.length) console.log(`  moved: ${r.shifts.map((m) => `${m.element} ${m.score}`).join('; ')}`);
      if (r.issues.length) console.log(`  browser issues: ${r.issues.join(', ')}`);
    }
  } finally {
    await app.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
