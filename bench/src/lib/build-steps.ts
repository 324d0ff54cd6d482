import fs from 'node:fs';
import path from 'node:path';
import { log, repoRoot } from './env';
import { publicRoutes, runCommand } from './site-build';

/**
 * The build variants of the `steps` section: the shipped build, and the same build with one build step
 * that rewrites the framework's output left out, so one run shows what each such step does for a visitor
 * (docs/decisions/012-benchmarks.md). They live in their own folder under apps/web, never in the build
 * the site or the other sections serve.
 */
export const STEPS_BUILD_DIR = 'build-steps';

export const stepVariants = [
  { id: 'shipped', what: 'shipped build, every step' },
  { id: 'no-paint-first', what: 'without scripts/paint-first.mjs (decision 015)' },
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

/**
 * The shell chunk (React, React DOM, React Router and the layout, apps/web/vite.config.ts), whose
 * Lighthouse `bootup-time` the section reports. None or several means the chunk groups changed under
 * the bench, which then stops with the reason.
 */
export function findShellChunk(client: string): string {
  const assets = path.join(client, 'assets');
  const shells = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => /^shell-[\w-]+\.js$/.test(f)) : [];
  if (shells.length !== 1) throw new Error(`steps: expected one shell-*.js in ${assets}, found ${shells.length}; the chunk groups in apps/web/vite.config.ts changed.`);
  return `assets/${shells[0]}`;
}

const preloads = (file: string) => /<link rel="modulepreload"/.test(fs.readFileSync(file, 'utf8'));

/**
 * Each variant differs from the shipped build by its one step, and only by it: the pages of the build
 * without paint-first keep React Router's module preloads and the shipped ones have none, and every script
 * is the same in both. Anything else throws.
 */
export function checkVariants(dists: Record<StepVariant, string>, shell: string): void {
  const routes = publicRoutes(dists.shipped);
  if (routes.length === 0) throw new Error(`steps: no prerendered page in ${dists.shipped}`);
  for (const r of routes) {
    const rel = path.relative(dists.shipped, r.file);
    if (preloads(r.file)) throw new Error(`steps: shipped ${rel} still has module preloads: scripts/paint-first.mjs did not run`);
    if (!preloads(path.join(dists['no-paint-first'], rel))) throw new Error(`steps: ${rel} without paint-first has no module preload: the build changed`);
  }
  const assets = path.join(dists.shipped, 'assets');
  for (const f of fs.readdirSync(assets).filter((x) => x.endsWith('.js'))) {
    if (fs.readFileSync(path.join(assets, f), 'utf8') !== fs.readFileSync(path.join(dists['no-paint-first'], 'assets', f), 'utf8')) {
      throw new Error(`steps: assets/${f} differs between the shipped build and the build without paint-first`);
    }
  }
  for (const d of Object.values(dists)) {
    if (!fs.existsSync(`${path.join(d, shell)}.br`)) throw new Error(`steps: ${d} was not compressed`);
  }
}

/**
 * The variants from one browser build (`raw`: React Router's output, before any later step), in the order
 * apps/web's build script runs its steps: paint-first on the shipped copy, then precompression of each.
 * The raw build is left as it was. Returns the folders and the shell chunk's path.
 */
export async function makeVariants(raw: string, root: string, steps: BuildSteps): Promise<{ dists: Record<StepVariant, string>; shell: string }> {
  const dists = variantDists(root);
  fs.rmSync(path.join(root, 'variants'), { recursive: true, force: true });
  for (const v of stepVariants) fs.cpSync(raw, dists[v.id], { recursive: true });
  await steps.paintFirst(dists.shipped);
  for (const v of stepVariants) await steps.compress(dists[v.id]);
  const shell = findShellChunk(dists.shipped);
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
  return makeVariants(path.join(root, 'build', 'client'), root, productSteps);
}

/** The variants of an earlier run (`--no-build`), checked as a fresh build is. */
export function existingStepVariants(buildDir = STEPS_BUILD_DIR): { dists: Record<StepVariant, string>; shell: string } {
  const dists = variantDists(path.join(webDir, buildDir));
  if (!fs.existsSync(path.join(dists.shipped, 'index.html'))) throw new Error(`No steps build at apps/web/${buildDir}; run without --no-build`);
  const shell = findShellChunk(dists.shipped);
  checkVariants(dists, shell);
  return { dists, shell };
}
