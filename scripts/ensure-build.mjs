// `npm start` serves the production build: it builds first when the build is missing, or older than
// any file that goes into it (after a pull or an edit), so it never serves yesterday's site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Everything `npm run build` reads. Tests are left out, as they change nothing in the build, and so is
 * package-lock.json, which `npm install` rewrites every time (an upgrade changes a package.json too).
 */
export const BUILD_INPUTS = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/package.json',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/paint-first.mjs',
  'scripts/compress-build.mjs',
  'scripts/compile-shell-early.ts',
];

// Written by the build's last step (compress-build), so a build that stopped half-way is made again.
export const BUILD_MARKER = 'apps/web/build/client/index.html.br';

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time (ms) among the files under `entry`, or 0 if it does not exist. */
function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return isTest(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why the build must be made again, or undefined when the one on disk is current. */
export function staleBuildReason(dir = root) {
  let built;
  try {
    built = fs.statSync(path.join(dir, BUILD_MARKER)).mtimeMs;
  } catch {
    return 'No production build found';
  }
  const newest = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(dir, p))));
  return newest > built ? "The site's sources changed since the last build" : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = staleBuildReason();
  if (reason) {
    console.log(`${reason}: building the site (about a minute) ...`);
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
