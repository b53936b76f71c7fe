// The settings table (docs/settings.md) and the schema the server parses are one list: a variable added to either alone fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config';
import { ENV_VARIABLES, envSchema } from './env-schema';
import { defaultRateLimits, rateLimitVariable } from './rate-limit-rules';

interface Row {
  names: string[];
  defaultCell: string;
}

/** The rows of the first table after `heading` in a markdown file. */
function tableAfter(file: string, heading: string): Row[] {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${file} has no "${heading}"`);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(first).filter((_, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('|')));
  return table.slice(2).map((line) => {
    const [variables = '', defaultCell = ''] = line.split('|').slice(1);
    return { names: [...variables.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!), defaultCell };
  });
}

/** A field's default when the schema states one (zod's default wrapper), else undefined. */
function schemaDefault(name: string): unknown {
  const def = (envSchema.shape as Record<string, { def: { type: string; defaultValue?: unknown } }>)[name]!.def;
  return def.type === 'default' ? def.defaultValue : undefined;
}

describe('the settings table in docs/settings.md', () => {
  const rows = tableAfter('docs/settings.md', '## Configuration');
  const named = rows.flatMap((row) => row.names);

  it('names every variable of the schema, once, and none the schema does not know', () => {
    const missing = ENV_VARIABLES.filter((name) => !named.includes(name));
    const unknown = named.filter((name) => !ENV_VARIABLES.includes(name));
    const twice = named.filter((name, i) => named.indexOf(name) !== i);
    expect({ missing, unknown, twice }).toEqual({ missing: [], unknown: [], twice: [] });
  });

  it("shows each variable's default as the schema has it", () => {
    const wrong: string[] = [];
    for (const { names, defaultCell } of rows) {
      if (names.length !== 1) continue;
      const fallback = schemaDefault(names[0]!);
      if (fallback !== undefined && !defaultCell.includes(`\`${String(fallback)}\``))
        wrong.push(`${names[0]}: table says "${defaultCell.trim()}", schema \`${String(fallback)}\``);
    }
    for (const [rule, { max }] of Object.entries(defaultRateLimits())) {
      const row = rows.find((r) => r.names.includes(rateLimitVariable(rule)));
      if (row && !row.defaultCell.trim().startsWith(`${max} /`))
        wrong.push(`${rateLimitVariable(rule)}: table says "${row.defaultCell.trim()}", rule max ${max}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is the only settings table: the READMEs point at it', () => {
    const api = readFileSync(path.join(REPO_ROOT, 'api/README.md'), 'utf8');
    const root = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const readme of [api, root]) expect(readme).not.toMatch(/^\|\s*variable\s*\|/m);
    expect(api).toContain('../docs/settings.md');
    expect(root).toContain('docs/settings.md');
  });
});
