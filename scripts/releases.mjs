// Every production build of a remote is also kept under <remote>/releases/<version>/ (version = package.json version,
// plus -BUILD_LABEL when set: what the console shows), which the server serves at /remotes/<remote>/v/<version>/.
// So a build replaces dist/ but an earlier version stays addressable, and rolling back is pointing the manifest at
// it (npm run remotes -- set mf-forms /remotes/mf-forms/v/<version>/mf-manifest.json), without rebuilding.
// A copy of the files (their .br/.gz too), not a second build; the newest KEEP releases stay.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const KEEP = 10;

const VERSION_FILE = '.build-version';

/** The version a build of `pkg` made now carries: its package.json version, then -BUILD_LABEL when set. */
export function releaseVersion(pkgDir, label = process.env.BUILD_LABEL) {
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  return label ? `${version}-${label}` : version;
}

/** Notes in dist which version was just built there (a later build of other remotes may have another label). */
export function markBuilt(pkgDir, label = process.env.BUILD_LABEL) {
  writeFileSync(join(pkgDir, 'dist', VERSION_FILE), releaseVersion(pkgDir, label));
}

/** The version of the build in dist: as noted when it was built, else the package's own. */
function builtVersion(pkgDir) {
  const file = join(pkgDir, 'dist', VERSION_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : releaseVersion(pkgDir, '');
}

/**
 * Copies `pkgDir/dist` to `pkgDir/releases/<version>` (replacing a release of the same version: the newest build of
 * a version wins) and drops all but the `keep` newest releases. Returns the release's folder.
 */
export function keepRelease(pkgDir, keep = KEEP) {
  const version = builtVersion(pkgDir);
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(version)) throw new Error(`not a usable release name: ${version}`);
  const releases = join(pkgDir, 'releases');
  const target = join(releases, version);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(pkgDir, 'dist'), target, {
    recursive: true,
    filter: (src) => !src.endsWith('.build-stamp') && !src.endsWith(VERSION_FILE),
  });
  const now = new Date();
  utimesSync(target, now, now);
  const byAge = readdirSync(releases)
    .map((name) => ({ name, at: statSync(join(releases, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of byAge.slice(keep)) rmSync(join(releases, old.name), { recursive: true, force: true });
  return target;
}

/** True when `pkgDir` has a build but no release of its version yet. */
export const releaseMissing = (pkgDir) =>
  existsSync(join(pkgDir, 'dist')) && !existsSync(join(pkgDir, 'releases', builtVersion(pkgDir)));
