// Runs Lighthouse once, in plain Node: under tsx (the bench's TypeScript runner) the functions Lighthouse sends to
// the page carry tsx's __name helper, which the page does not have. Called by lighthouse.ts:
//   node e2e/bench/lighthouse-audit.mjs <url> [token]   → prints the page's figures as JSON
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The audits the performance score is made of: when one could not be measured, the score says nothing. */
const METRICS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** The selector of the largest contentful paint's element (the LCP breakdown insight lists it as a node). */
function lcpElement(audit) {
  const node = (audit?.details?.items ?? []).find((item) => item?.type === 'node');
  return node?.selector ?? node?.snippet ?? null;
}

async function audit(url, token) {
  const profile = mkdtempSync(join(tmpdir(), 'fikr-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    if (token) {
      // the session is put in place on a page of the same origin that is not the console (it registers nothing)
      await page.goto(new URL('/mf-remotes.json', url).href);
      await page.evaluate((t) => localStorage.setItem('token', t), token);
    }
    const result = await lighthouse(
      url,
      // the token above must stay; the profile is new, so there is no cache or worker to clear
      { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // Lighthouse sometimes cannot read a run's trace: the page's figures are then missing, not zero
    const unmeasured = METRICS.map((id) => audits[id]?.errorMessage).find(Boolean);
    const misses = ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      error: runtimeError?.message ?? unmeasured ?? null,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      tbtMs: audits['total-blocking-time']?.numericValue ?? null,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
      // the element the largest paint was of: the first view, or the live page that came seconds later
      lcpElement: lcpElement(audits['lcp-breakdown-insight']),
      misses,
      // what moved (the largest shifts first) and what the browser reported: where to look when a goal is missed
      shifts: (audits['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => ({
        element: item.node?.selector ?? item.node?.snippet ?? '?',
        score: Number((item.score ?? 0).toFixed(3)),
      })),
      issues: (audits['inspector-issues']?.details?.items ?? []).map((item) => item.issueType ?? '?'),
      // how fast this machine ran Lighthouse's own small benchmark: the same build scores lower on a slower day
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const [url, token] = process.argv.slice(2);
console.log(JSON.stringify(await audit(url, token ?? null)));
