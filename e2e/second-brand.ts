import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The second brand's site (product §10, docs/decisions/022-brand-configuration.md): one web build and one
// server build of fixtures/brand-alt.json in test-results/ (inside the repository, so the compiled server
// finds its packages). `npm test` builds it beside the main build; brand.spec.ts only serves it.

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
export const secondBrand = {
  fixture: path.join(here, 'fixtures/brand-alt.json'),
  outDir: path.join(repoRoot, 'test-results/brand-alt'),
  webBuild: path.join(repoRoot, 'test-results/brand-alt/web'),
  serverBuild: path.join(repoRoot, 'test-results/brand-alt/server'),
};
/** Written last, so a build that stopped half-way is made again. */
const marker = path.join(secondBrand.outDir, 'built');

function run(command: string, args: string[]) {
  const r = spawnSync(command, args, {
    cwd: repoRoot,
    env: { ...process.env, BRAND_CONFIG: secondBrand.fixture, WEB_BUILD_DIR: secondBrand.webBuild },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
}

/** Builds the second brand's site and server. */
export function buildSecondBrand(): void {
  fs.rmSync(secondBrand.outDir, { recursive: true, force: true });
  run('npm', ['run', '--silent', 'build:web']);
  run(process.execPath, ['--import', 'tsx', '-e', `import('./scripts/build-server.mjs').then((m) => m.buildServer(undefined, ${JSON.stringify(secondBrand.serverBuild)}))`]);
  fs.writeFileSync(marker, new Date().toISOString());
}

/** The main build's outputs: a web-only build (`npm run build:web`) changes the first, a server build the second. */
const mainBuild = [path.join(repoRoot, 'apps/web/build/client/index.html'), path.join(repoRoot, 'apps/server/dist/server.js')];

/** Whether a finished second-brand build is newer than both parts of the main build (so it has the same sources). */
export function secondBrandIsCurrent(): boolean {
  if (!fs.existsSync(marker)) return false;
  const builtAt = fs.statSync(marker).mtimeMs;
  return mainBuild.every((file) => !fs.existsSync(file) || fs.statSync(file).mtimeMs <= builtAt);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  buildSecondBrand();
  console.log(`second brand built in ${secondBrand.outDir} (${Math.round((Date.now() - started) / 1000)} s)`);
}
