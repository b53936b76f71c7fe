import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleManifest, remoteManifest } from './remote-manifest';

const team = {
  entry: 'https://cdn.example.uz/mf-team/2.0.0/mf-manifest.json',
  pages: [{ path: 'team/*', module: 'routes', menu: { uz: 'Jamoa', ru: 'Команда', en: 'Team' }, roles: ['owner'] }],
};

test('by default every remote is served here with the pages apps.json declares', () => {
  const manifest = consoleManifest({});
  expect(manifest.mf_vouchers.entry).toBe('/remotes/mf-vouchers/mf-manifest.json');
  expect(manifest.mf_vouchers.pages?.map((p) => p.path)).toEqual(['vouchers/*', 'till/*']);
  expect(manifest.mf_payments.pages).toEqual([]);
  expect(remoteManifest({}).mf_forms).toBe('/remotes/mf-forms/mf-manifest.json');
});

test('a URL moves a remote and keeps its pages; an entry with pages replaces it; null withdraws it', () => {
  const manifest = consoleManifest({
    json: JSON.stringify({ 'mf-forms': 'https://cdn.example.uz/mf-forms/mf-manifest.json', mf_team: null }),
  });
  expect(manifest.mf_forms.entry).toBe('https://cdn.example.uz/mf-forms/mf-manifest.json');
  expect(manifest.mf_forms.pages?.[0].path).toBe('forms/*');
  expect(manifest.mf_team).toBeUndefined();

  const dir = mkdtempSync(join(tmpdir(), 'fikr-manifest-'));
  try {
    const file = join(dir, 'mf-remotes.json');
    writeFileSync(file, JSON.stringify({ mf_team: team, mf_settings: { pages: [] }, mf_forms: 42 }));
    const fromFile = consoleManifest({ json: JSON.stringify({ mf_team: null }), file });
    expect(fromFile.mf_team).toEqual(team);
    // values that are none of the three are ignored: the default stays
    expect(fromFile.mf_settings.entry).toBe('/remotes/mf-settings/mf-manifest.json');
    expect(fromFile.mf_forms.entry).toBe('/remotes/mf-forms/mf-manifest.json');
    writeFileSync(file, '{"mf_team": nu');
    expect(consoleManifest({ file }).mf_team.entry).toBe('/remotes/mf-team/mf-manifest.json');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
