// The paint-first rewrite of React Router's HTML (docs/decisions/015-paint-first.md): used by the build on
// every prerendered page (scripts/paint-first.mjs) and by the server on every page it renders from the
// database (docs/decisions/052-content-pages-from-the-database.md), so both kinds of page load the same way.

const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Resolves once the browser has reported the page's first contentful paint and, when the page has a
 * hero image (the one <img fetchpriority="high">), that image's paint as the largest contentful paint
 * so far, unless something already painted is at least as large as the part of the hero on screen
 * (on a 360 x 640 phone the hero is below the fold on every page: nothing to wait for). Lighthouse,
 * like a slow phone, puts every request that finished before the largest paint on that paint's
 * critical path: started any earlier, the ~110 KB of scripts are on it (LCP 1.8-2.1 s instead of
 * 0.9 s; docs/decisions/015-paint-first.md).
 * - A covered page (hidden by CSS until the app runs, docs/decisions/008-site-wrapper.md) and a hidden tab paint nothing,
 *   and a browser without paint timing cannot say when it painted: those start at once.
 * - A tab hidden before its paint starts then, and so does a page the visitor presses or types into
 *   first (input also ends the browser's largest-paint reports).
 * - Last resort, for a hero that never reports (it failed to load, or the browser scaled its reported
 *   size down; Element Timing would report any paint, but its attribute is not HTML the Nu checker
 *   accepts) and whatever else never reports:
 *   one second after the load event. The load event alone is not enough: on a busy machine it can
 *   come before the first paint.
 * The observers need no clock, so a test's fake clock (Playwright's page.clock) does not hold the app back.
 * The hero's share of the screen is measured when a paint is reported, when layout is clean; measuring
 * it as the script starts would force a layout.
 */
const afterFirstPaint = `await new Promise((go) => {
  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (document.documentElement.dataset.siteLock || document.visibilityState !== 'visible' || !types.includes('paint')) return go();
  for (const type of ['visibilitychange', 'pointerdown', 'keydown']) addEventListener(type, go, { once: true, capture: true });
  addEventListener('load', () => setTimeout(go, 1000), { once: true });
  let waits = 1;
  const after = (type, found) => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some(found)) { observer.disconnect(); if (--waits === 0) go(); }
    }).observe({ type, buffered: true });
  };
  const hero = document.querySelector('img[fetchpriority=high]');
  if (hero && types.includes('largest-contentful-paint')) {
    const shown = (box = hero.getBoundingClientRect()) =>
      Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    waits++;
    after('largest-contentful-paint', (entry) => entry.element === hero || entry.size >= shown());
  }
  after('paint', (entry) => entry.name === 'first-contentful-paint');
});`;

/** React Router's bootstrap with its static imports turned into parallel dynamic imports after the first paint. */
export function deferBootstrap(source: string): string {
  const imports: { name?: string; url: string }[] = [];
  const rest = source
    .replace(/import "([^"]+)";/g, (_, url: string) => {
      imports.push({ url });
      return '';
    })
    .replace(/import \* as (\w+) from "([^"]+)";/g, (_, name: string, url: string) => {
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

/**
 * The page with its module preloads dropped and its bootstrap deferred. A page that does not hold
 * exactly what this expects (one bootstrap script, preload links in React Router's form) stops the
 * build: after a React Router upgrade a silent mismatch would ship pages that load differently.
 */
export function paintFirst(html: string, name = 'page'): string {
  const scripts = html.match(new RegExp(bootstrap.source, 'g')) ?? [];
  if (scripts.length !== 1) {
    throw new Error(
      `paint-first: ${name} has ${scripts.length} React Router bootstrap scripts (<script type="module" async="">), expected 1; the framework's output changed: update scripts/paint-first.mjs.`,
    );
  }
  const out = html.replace(modulePreload, '').replace(bootstrap, (_, source: string) => `<script type="module">${deferBootstrap(source)}</script>`);
  if (out.includes('modulepreload')) {
    throw new Error(`paint-first: ${name} keeps a module preload in a form this script does not know; update scripts/paint-first.mjs.`);
  }
  return out;
}
