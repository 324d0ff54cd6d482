// Compiles the server and the operator CLI to plain JavaScript, so production runs `node` with no
// loader (docs/decisions/021-compiled-server.md). The workspace package @tarang/shared is TypeScript
// and is bundled in; every other package stays an ordinary import from node_modules. It runs under tsx
// (package.json "build:server"), as the brand check it shares with the web build is TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { brandConfigEsbuildPlugin, brandConfigFile, loadBrandConfigOrExit } from './brand-config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_ENTRIES = ['apps/server/src/server.ts', 'apps/server/src/cli.ts'];
export const SERVER_OUT_DIR = 'apps/server/dist';

/**
 * Bundles the entries into `outDir` (relative to `dir`). Throws with esbuild's message on any error.
 * `entryPoints` (esbuild's form: a list, or output name to source) lets the server tests compile
 * server.ts alone under a name of their own.
 */
export async function buildServer(dir = root, outDir = SERVER_OUT_DIR, entryPoints = SERVER_ENTRIES) {
  // The brand (docs/decisions/022-brand-configuration.md): a bad file stops the build with one line.
  const brandFile = brandConfigFile();
  loadBrandConfigOrExit(brandFile);
  await build({
    absWorkingDir: dir,
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest runtime the project supports (package.json "engines").
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      brandConfigEsbuildPlugin(brandFile),
      {
        name: 'packages-stay-external',
        setup(b) {
          // Bare imports are packages: resolved by Node at run time, except our own TypeScript workspace.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tarang/') || args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // The content studio's starting posts and answers, read once at the first start (docs/decisions/051-content-studio.md).
  fs.cpSync(path.join(dir, 'apps/server/src/modules/content/seed'), path.resolve(dir, outDir, 'content-seed'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`server compiled to ${SERVER_OUT_DIR}/`);
}
