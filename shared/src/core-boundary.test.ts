import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as core from './core';

// i18next is node-safe: the API and the browser read every text through the same engine
const BROWSER_ONLY = /^(axios|jotai|react|react-dom|react-i18next|antd)(\/|$)/;

/** Every file reachable from core.ts through relative imports. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) {
    const base = resolve(dirname(entry), m[1]);
    const file = [`${base}.ts`, `${base}/index.ts`].find((f) => {
      try {
        readFileSync(f);
        return true;
      } catch {
        return false;
      }
    });
    if (file) reachable(file, seen);
  }
  return seen;
}

describe('@fikr/shared/core stays node-safe', () => {
  const files = [...reachable(join(__dirname, 'core.ts'))];

  it('reaches the node-safe modules', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('imports no browser-only package and touches no window/document/localStorage', () => {
    const offenders = files.filter((f) => {
      const code = readFileSync(f, 'utf8');
      const packages = [...code.matchAll(/from\s+'([^.][^']*)'/g)].map((m) => m[1]);
      return (
        packages.some((p) => BROWSER_ONLY.test(p)) ||
        /\b(window|document|localStorage)\b/.test(code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))
      );
    });
    expect(offenders).toEqual([]);
  });

  it('loads in plain node with the API-facing exports', () => {
    expect(core.commonText('errors.generic', 'uz')).toBe('Xatolik yuz berdi');
    expect(core.loginSchema.safeParse({ phone: '901234567', password: 'x' }).success).toBe(true);
    expect(core.DISTRICTS).toHaveLength(157);
    expect(core.coinCommission(50_000)).toBe(650);
  });
});
