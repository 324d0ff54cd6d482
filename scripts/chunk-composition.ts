import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The modules of the framework runtime a route loads whatever the app does: React, React DOM, React
 * Router with the two packages it bundles, and the bundler's own module runtime. Everything else in a
 * chunk, the libraries the app chose included, is the app's own code (docs/decisions/012-benchmarks.md).
 */
export const RUNTIME_MODULE = /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\/|^\0|^rolldown:runtime$|vite\/(preload-helper|modulepreload-polyfill)/;

/** Per browser chunk: its framework runtime and its app code, each brotli-compressed on its own. */
export type ChunkComposition = Record<string, { runtimeBrotli: number; appBrotli: number }>;

/** Where the build writes it: beside the served folder, so the server never serves it. */
export const compositionFile = (clientDir: string) => path.join(clientDir, '..', 'chunk-composition.json');

const brotli = (code: string) => zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** The bundler hands each module's code over before minification: both parts are minified alike to be compared. */
const minified = (code: string) => (code ? transformSync(code, { minify: true, format: 'esm', logLevel: 'silent' }).code.length : 0);

/**
 * Splits every browser chunk into the framework runtime and the app's own code, by the modules the
 * bundler put in it, and writes both sizes in brotli to chunk-composition.json, for `npm run bench --
 * bundles` to add up per route. The chunk's brotli size as served is shared out by the two parts'
 * minified sizes, so the two figures add up to the file. It reads the build and changes nothing in it.
 */
export function chunkComposition(): Plugin {
  let composition: ChunkComposition = {};
  return {
    name: 'chunk-composition',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The server build (prerendering) is not what a visitor downloads.
      if (this.environment.config.consumer !== 'client') return;
      composition = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        let runtime = '';
        let app = '';
        for (const [id, module] of Object.entries(file.modules)) {
          if (RUNTIME_MODULE.test(id)) runtime += module.code ?? '';
          else app += module.code ?? '';
        }
        const whole = brotli(file.code);
        const [runtimeSize, appSize] = [minified(runtime), minified(app)];
        const runtimeBrotli = runtimeSize + appSize === 0 ? 0 : Math.round((whole * runtimeSize) / (runtimeSize + appSize));
        composition[file.fileName] = { runtimeBrotli, appBrotli: whole - runtimeBrotli };
      }
    },
    writeBundle(options) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      fs.writeFileSync(compositionFile(options.dir), `${JSON.stringify(composition, null, 1)}\n`);
    },
  };
}
