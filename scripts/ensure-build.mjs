// `npm start` and `npm run cli` run the production build: each first builds what is missing, or older
// than any file that goes into it (after a pull or an edit), so neither runs yesterday's code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The two builds and everything each reads. Tests are left out, as they change nothing in a build, and
 * so is package-lock.json, which `npm install` rewrites every time (an upgrade changes a package.json
 * too). Each marker is written by its build's last step, so a build that stopped half-way is made again.
 */
export const BUILDS = {
  web: {
    script: 'build:web',
    inputs: [
      'apps/web/app',
      'apps/web/public',
      'apps/web/package.json',
      'apps/web/react-router.config.ts',
      'apps/web/vite.config.ts',
      'packages/shared/src',
      'packages/shared/package.json',
      'scripts/paint-first.mjs',
      'scripts/compress-build.mjs',
      'scripts/chunk-composition.ts',
      'scripts/brand-config.ts',
      'scripts/brand-assets.ts',
      'scripts/brand-assets-plugin.ts',
      'scripts/outline-svg-text.mjs',
      'brand',
    ],
    marker: 'apps/web/build/client/index.html.br',
    what: "The site's sources",
  },
  server: {
    script: 'build:server',
    inputs: ['apps/server/src', 'apps/server/package.json', 'packages/shared/src', 'packages/shared/package.json', 'scripts/build-server.mjs', 'scripts/brand-config.ts', 'brand'],
    marker: 'apps/server/dist/cli.js',
    what: "The server's sources",
  },
};

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

/** Why `build` ('web' or 'server') must be made again, or undefined when the one on disk is current. */
export function staleBuildReason(dir = root, build = 'web') {
  const { inputs, marker, what } = BUILDS[build];
  let built;
  try {
    built = fs.statSync(path.join(dir, marker)).mtimeMs;
  } catch {
    return `No ${build} build found`;
  }
  const newest = Math.max(...inputs.map((p) => newestMtime(path.join(dir, p))));
  return newest > built ? `${what} changed since the last build` : undefined;
}

// `node scripts/ensure-build.mjs [web] [server]` (both when none is named). Messages go to standard
// error, so `npm run cli` output piped to a file stays clean.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  for (const build of asked.length ? asked : Object.keys(BUILDS)) {
    if (!(build in BUILDS)) {
      console.error(`ensure-build: unknown build '${build}' (web or server)`);
      process.exit(2);
    }
    const reason = staleBuildReason(root, build);
    if (!reason) continue;
    console.error(`${reason}: building (${BUILDS[build].script}) ...`);
    const result = spawnSync('npm', ['run', '--silent', BUILDS[build].script], { stdio: ['ignore', process.stderr, 'inherit'], cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
