// axe-core run inside the page under test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** WCAG 2 A/AA violations of the page (or of the element `within` selects), every impact level. */
export async function axeViolations(page: Page, within?: string): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the app's Content-Security-Policy (no inline
  // scripts) stays in force while axe checks the page.
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: Element | Document, o: object): Promise<Result> } }).axe;
    const context = selector ? document.querySelector(selector)! : document;
    const result = await axe.run(context, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, within);
}

export const isSerious = (v: Violation) => v.impact === 'serious' || v.impact === 'critical';
