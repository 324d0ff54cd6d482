import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8 reads this magic comment only at the very start of a file (Chrome 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint for the shell chunk (docs/decisions/019-compile-the-shell-early.md). Most
 * of the shell runs while the page hydrates; marked, V8 compiles all of it while the file streams in,
 * off the main thread, instead of stopping the main thread to compile each function at its first call.
 * It goes in last, after minification (which drops comments) and after Vite has put its preload map on
 * the first line. Production builds carry no source maps, which this one-line shift would offset.
 *
 * The browser build fails, naming this plugin, when there is no such chunk or the written file does
 * not start with the hint: after a Vite, Rolldown or React Router upgrade the hint would otherwise be
 * lost without a word.
 */
export function compileShellEarly(chunkName = 'shell'): Plugin {
  let marked: string[] = [];
  return {
    name: 'compile-shell-early',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The server build (prerendering) has no shell chunk: only the browser's files are marked.
        if (this.environment.config.consumer !== 'client') return;
        marked = [];
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.name !== chunkName) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          marked.push(file.fileName);
        }
        if (marked.length !== 1) {
          throw new Error(
            `compile-shell-early: expected one chunk named '${chunkName}', found ${marked.length}. The chunk groups (apps/web/vite.config.ts) or the bundler changed; update scripts/compile-shell-early.ts.`,
          );
        }
      },
    },
    writeBundle(options) {
      if (this.environment.config.consumer !== 'client') return;
      for (const fileName of marked) {
        const written = fs.readFileSync(path.join(options.dir ?? '', fileName), 'utf8');
        if (!written.startsWith(`${COMPILE_HINT}\n`)) {
          throw new Error(
            `compile-shell-early: ${fileName} no longer starts with the compile hint: a later build step rewrote its first line; update scripts/compile-shell-early.ts.`,
          );
        }
      }
    },
  };
}
