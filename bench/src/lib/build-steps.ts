import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../../../scripts/compile-shell-early';
import { log, repoRoot } from './env';
import { publicRoutes, runCommand } from './site-build';

/**
 * The build variants of the `steps` section: the shipped build, and the same build with one kept build
 * step left out, so one run shows what each step does for a visitor (docs/decisions/015-paint-first.md,
 * docs/decisions/019-compile-the-shell-early.md). They live in their own folder under apps/web, never in
 * the build the site or the other sections serve.
 */
export const STEPS_BUILD_DIR = 'build-steps';

export const stepVariants = [
  { id: 'shipped', what: 'shipped build, every step' },
  { id: 'no-paint-first', what: 'without scripts/paint-first.mjs (decision 015)' },
  { id: 'no-compile-hint', what: 'without the compile hint on the shell (decision 019)' },
] as const;
export type StepVariant = (typeof stepVariants)[number]['id'];

/** Where each variant's client folder (what WEB_DIST serves) goes under a steps build folder. */
export function variantDists(root: string): Record<StepVariant, string> {
  return Object.fromEntries(stepVariants.map((v) => [v.id, path.join(root, 'variants', v.id, 'client')])) as Record<StepVariant, string>;
}

/** Build steps a variant gets; the bench runs the product's own scripts, the tests stand-ins. */
export interface BuildSteps {
  paintFirst(client: string): Promise<void>;
  compress(client: string): Promise<void>;
}

const jsFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')) : []);

/**
 * The shell chunk: the one script of the build that starts with the compile hint. None or several means the
 * build changed under the bench, which then stops rather than measure a variant that is no different.
 */
export function findShellChunk(client: string): string {
  const assets = path.join(client, 'assets');
  const marked = jsFiles(assets).filter((f) => {
    const fd = fs.openSync(path.join(assets, f), 'r');
    try {
      const head = Buffer.alloc(COMPILE_HINT.length + 1);
      fs.readSync(fd, head, 0, head.length, 0);
      return head.toString('utf8') === `${COMPILE_HINT}\n`;
    } finally {
      fs.closeSync(fd);
    }
  });
  if (marked.length !== 1) {
    throw new Error(`steps: expected one script in ${assets} starting with the compile hint, found ${marked.length}; scripts/compile-shell-early.ts or the build changed.`);
  }
  return `assets/${marked[0]}`;
}

/** The shell's source without its first line, the compile hint. */
export function withoutCompileHint(source: string, name = 'shell chunk'): string {
  if (!source.startsWith(`${COMPILE_HINT}\n`)) throw new Error(`steps: ${name} does not start with the compile hint`);
  return source.slice(COMPILE_HINT.length + 1);
}

/**
 * Takes the compile hint off the shell chunk of a client folder, in place, and drops its compressed
 * siblings, which still carry it (the variant is compressed again afterwards). Returns the chunk's path.
 */
export function removeCompileHint(client: string): string {
  const shell = findShellChunk(client);
  const file = path.join(client, shell);
  fs.writeFileSync(file, withoutCompileHint(fs.readFileSync(file, 'utf8'), shell));
  for (const sibling of [`${file}.br`, `${file}.gz`]) fs.rmSync(sibling, { force: true });
  return shell;
}

const preloads = (file: string) => /<link rel="modulepreload"/.test(fs.readFileSync(file, 'utf8'));

/**
 * Each variant differs from the shipped build by its one step, and only by it: the pages of the build
 * without paint-first keep React Router's module preloads and the shipped ones have none; the shell of
 * the build without the hint is the shipped shell less its first line. Anything else throws.
 */
export function checkVariants(dists: Record<StepVariant, string>, shell: string): void {
  const routes = publicRoutes(dists.shipped);
  if (routes.length === 0) throw new Error(`steps: no prerendered page in ${dists.shipped}`);
  for (const r of routes) {
    const rel = path.relative(dists.shipped, r.file);
    if (preloads(r.file)) throw new Error(`steps: shipped ${rel} still has module preloads: scripts/paint-first.mjs did not run`);
    if (!preloads(path.join(dists['no-paint-first'], rel))) throw new Error(`steps: ${rel} without paint-first has no module preload: the build changed`);
    if (fs.readFileSync(path.join(dists['no-compile-hint'], rel), 'utf8') !== fs.readFileSync(r.file, 'utf8')) {
      throw new Error(`steps: ${rel} differs between the shipped build and the build without the compile hint`);
    }
  }
  const shipped = fs.readFileSync(path.join(dists.shipped, shell), 'utf8');
  const unhinted = fs.readFileSync(path.join(dists['no-compile-hint'], shell), 'utf8');
  if (withoutCompileHint(shipped, shell) !== unhinted) throw new Error(`steps: ${shell} without the hint is not the shipped shell less its first line`);
  for (const d of Object.values(dists)) {
    if (!fs.existsSync(`${path.join(d, shell)}.br`)) throw new Error(`steps: ${d} was not compressed`);
  }
}

/**
 * The three variants from one browser build (`raw`: React Router's output after client-manifest.mjs,
 * before paint-first.mjs), in the order apps/web's build script runs its steps: paint-first on every
 * copy but one, the hint taken off one of those, then precompression of each. Returns the folders and
 * the shell chunk's path.
 */
export async function makeVariants(raw: string, root: string, steps: BuildSteps): Promise<{ dists: Record<StepVariant, string>; shell: string }> {
  const dists = variantDists(root);
  fs.rmSync(path.join(root, 'variants'), { recursive: true, force: true });
  fs.cpSync(raw, dists['no-paint-first'], { recursive: true });
  fs.cpSync(raw, dists.shipped, { recursive: true });
  await steps.paintFirst(dists.shipped);
  fs.cpSync(dists.shipped, dists['no-compile-hint'], { recursive: true });
  const shell = removeCompileHint(dists['no-compile-hint']);
  for (const v of stepVariants) await steps.compress(dists[v.id]);
  checkVariants(dists, shell);
  return { dists, shell };
}

const webDir = path.join(repoRoot, 'apps/web');
const node = (script: string, dir: string) => runCommand(process.execPath, [path.join(repoRoot, 'scripts', script), dir], { cwd: webDir });

/** The product's own build steps, each run on the folder given. */
const productSteps: BuildSteps = {
  paintFirst: (client) => node('paint-first.mjs', client),
  compress: (client) => node('compress-build.mjs', client),
};

/**
 * Builds the server (`npm run build:server`) and the browser build into apps/web/<buildDir>/build with the
 * commands of apps/web's build script, then makes the variants under apps/web/<buildDir>/variants.
 */
export async function buildStepVariants(buildDir = STEPS_BUILD_DIR): Promise<{ dists: Record<StepVariant, string>; shell: string }> {
  const root = path.join(webDir, buildDir);
  const buildRel = path.join(buildDir, 'build');
  log(`Building the site into apps/web/${buildRel} and its variants into apps/web/${buildDir}/variants ...`);
  fs.rmSync(root, { recursive: true, force: true });
  await runCommand('npm', ['run', 'build:server'], { cwd: repoRoot });
  await runCommand('npx', ['react-router', 'build'], { cwd: webDir, env: { WEB_BUILD_DIR: buildRel, NODE_ENV: 'production' } });
  const raw = path.join(root, 'build', 'client');
  await node('client-manifest.mjs', path.join(raw, 'assets'));
  return makeVariants(raw, root, productSteps);
}

/** The variants of an earlier run (`--no-build`), checked as a fresh build is. */
export function existingStepVariants(buildDir = STEPS_BUILD_DIR): { dists: Record<StepVariant, string>; shell: string } {
  const dists = variantDists(path.join(webDir, buildDir));
  if (!fs.existsSync(path.join(dists.shipped, 'index.html'))) throw new Error(`No steps build at apps/web/${buildDir}; run without --no-build`);
  const shell = findShellChunk(dists.shipped);
  checkVariants(dists, shell);
  return { dists, shell };
}
