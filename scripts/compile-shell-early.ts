import type { Plugin } from 'vite';

/** V8 reads this magic comment only at the very start of a file (Chrome 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint for the shell chunk (docs/decisions/019-compile-the-shell-early.md). Most
 * of the shell runs while the page hydrates; marked, V8 compiles all of it while the file streams in,
 * off the main thread, instead of stopping the main thread to compile each function at its first call.
 * It goes in last, after minification (which drops comments) and after Vite has put its preload map on
 * the first line. Production builds carry no source maps, which this one-line shift would offset.
 */
export function compileShellEarly(chunkName = 'shell'): Plugin {
  return {
    name: 'compile-shell-early',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.name === chunkName) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
