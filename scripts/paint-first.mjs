// Rewrites the prerendered pages of the web build so a page paints before any JavaScript loads
// (issue 8; docs/decisions/015-paint-first.md; the site uses system fonts, so there is no web font
// to wait for either: docs/decisions/016-system-fonts.md):
//   1. the <link rel="modulepreload"> hints go (React adds them back when it hydrates);
//   2. React Router's module bootstrap waits for the first paint, then imports the same modules in
//      parallel and starts the app exactly as before. Slow connections get the text, CSS and hero
//      first, instead of sharing the line with ~115 KB of JavaScript that only makes the page
//      interactive (the forms work without it: they post).
// The stylesheet itself stays a linked file (cached across pages; the Nu checker's CSS grammar does
// not know the modern CSS Tailwind writes, so inlining it would also fail that budget).
// The server hashes every inline script for the page's CSP when it loads the build, so rewritten
// scripts are allowed and anything else inline still is not.
// Run by apps/web's build script before compress-build.mjs.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(process.env.WEB_BUILD_DIR ?? 'build', 'client'));

const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Resolves once the browser has reported the page's first contentful paint and, when the page has a
 * hero image (the one <img fetchpriority="high">), that image's paint as a largest-contentful-paint
 * entry; or at the load event if that comes first (a covered page, hidden by CSS until the app runs,
 * paints no content; a background tab paints nothing; a hero smaller than the text never becomes an
 * LCP entry). Neither is a timer, so a test's fake clock (Playwright's page.clock) does not hold the
 * app back. Waiting for the hero too keeps the JavaScript off the line until the largest element is on
 * screen: when the image painted a frame after the text, the scripts had already downloaded, and
 * Lighthouse counted them on the LCP's critical path (1.8-2.1 s instead of 0.9 s; decision 015).
 * Browsers without LCP entries (Safari) start at the first paint, as before.
 */
const afterFirstPaint = `await new Promise((go) => {
  addEventListener('load', go, { once: true });
  const hero = document.querySelector('img[fetchpriority=high]');
  let waits = hero && globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint') ? 2 : 1;
  const seen = (type, found) => {
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntries().some(found)) { observer.disconnect(); if (--waits === 0) go(); }
      }).observe({ type, buffered: true });
    } catch {}
  };
  seen('paint', (entry) => entry.name === 'first-contentful-paint');
  if (waits === 2) seen('largest-contentful-paint', (entry) => entry.element === hero);
});`;

/** React Router's bootstrap with its static imports turned into parallel dynamic imports after the first paint. */
export function deferBootstrap(source) {
  const imports = [];
  const rest = source
    .replace(/import "([^"]+)";/g, (_, url) => {
      imports.push({ url });
      return '';
    })
    .replace(/import \* as (\w+) from "([^"]+)";/g, (_, name, url) => {
      imports.push({ name, url });
      return '';
    })
    .trim();
  if (imports.length === 0 || /\bimport\s+[\w*{]/.test(rest)) throw new Error(`paint-first: unexpected bootstrap script: ${source.slice(0, 200)}`);
  const names = imports.map((i) => i.name ?? '').join(', ');
  const loads = imports.map((i) => `import(${JSON.stringify(i.url)})`).join(', ');
  return [
    afterFirstPaint,
    `const [${names}] = await Promise.all([${loads}]);`,
    rest,
  ].join('\n');
}

export function paintFirst(html) {
  return html.replace(modulePreload, '').replace(bootstrap, (_, source) => `<script type="module">${deferBootstrap(source)}</script>`);
}

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
    const html = fs.readFileSync(file, 'utf8');
    const out = paintFirst(html);
    if (out !== html) {
      fs.writeFileSync(file, out);
      pages++;
    }
  }
  console.log(`paint-first: ${pages} pages; scripts load after the first paint`);
}
