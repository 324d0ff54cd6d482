// Rewrites the prerendered pages of the web build so a page paints before any JavaScript loads
// (docs/decisions/015-paint-first.md; the site uses system fonts, so there is no web font
// to wait for either: docs/decisions/016-system-fonts.md):
//   1. the <link rel="modulepreload"> hints go (React adds them back when it hydrates);
//   2. React Router's module bootstrap waits for the first paint and the hero image's, then imports
//      the same modules in parallel and starts the app exactly as before. Slow connections get the
//      text, CSS and hero first, instead of sharing the line with ~115 KB of JavaScript that only
//      makes the page interactive (the forms work without it: they post).
// The stylesheet itself stays a linked file (cached across pages; the Nu checker's CSS grammar does
// not know the modern CSS Tailwind writes, so inlining it would also fail that budget).
// The server hashes every inline script for the page's CSP when it loads the build, so rewritten
// scripts are allowed and anything else inline still is not.
// Run by apps/web's build script before compress-build.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { paintFirst } from '../apps/server/src/plugins/paint-first.ts';

export { deferBootstrap, paintFirst } from '../apps/server/src/plugins/paint-first.ts';

const root = path.resolve(process.argv[2] ?? path.join(process.env.WEB_BUILD_DIR ?? 'build', 'client'));

/** React Router's shell for the routes that are not prerendered (served by apps/server/src/plugins/static.ts). */
export const SPA_SHELL = '__spa-fallback.html';

function htmlFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(full, out);
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(root)) {
    console.error(`paint-first: ${root} does not exist; build the site first.`);
    process.exit(1);
  }
  let pages = 0;
  for (const file of htmlFiles(root)) {
    // The client-only pages' shell (admin, developer console) has no content of its own to paint before
    // its script runs: deferred, it would only wait out the one-second last resort on every admin page.
    if (path.relative(root, file) === SPA_SHELL) continue;
    fs.writeFileSync(file, paintFirst(fs.readFileSync(file, 'utf8'), path.relative(root, file)));
    pages++;
  }
  if (pages === 0) {
    console.error(`paint-first: no prerendered pages under ${root}; the build's output changed.`);
    process.exit(1);
  }
  console.log(`paint-first: ${pages} pages; scripts load after the first paint (the client-only shell loads them at once)`);
}
