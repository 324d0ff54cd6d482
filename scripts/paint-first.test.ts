import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { deferBootstrap, paintFirst } from './paint-first.mjs';

// React Router 7's bootstrap, as it writes it into every prerendered page.
const bootstrap = `import "/assets/manifest-a21a52de.js";
import * as route0 from "/assets/root-BmdTHINY.js";
import * as route1 from "/assets/site-layout-BZcp605R.js";

window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1};

import("/assets/entry.client-BB7i7_He.js");`;

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-a21a52de.js"/><link rel="modulepreload" href="/assets/root-BmdTHINY.js"/><link rel="stylesheet" href="/assets/root-CJTr8j4z.css"/></head><body><h1>Hello</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

describe('paint-first', () => {
  test('the bootstrap waits for the first paint, then imports the same modules in parallel and starts the app', () => {
    const out: string = deferBootstrap(bootstrap);
    expect(out).not.toMatch(/^import /m);
    expect(out.indexOf("'first-contentful-paint'")).toBeLessThan(out.indexOf('import('));
    // A test's fake clock must not hold the app back: the only timer is the last resort after the load event.
    expect(out.match(/setTimeout|requestAnimationFrame/g)).toEqual(['setTimeout']);
    expect(out).toContain("addEventListener('load', () => setTimeout(go, 1000)");
    // ... and for the hero image's paint, so the scripts are not on the LCP's critical path.
    expect(out.indexOf("'largest-contentful-paint'")).toBeLessThan(out.indexOf('import('));
    expect(out).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-a21a52de.js"), import("/assets/root-BmdTHINY.js"), import("/assets/site-layout-BZcp605R.js")]);',
    );
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1};');
    expect(out.trim().endsWith('import("/assets/entry.client-BB7i7_He.js");')).toBe(true);
  });

  test('a bootstrap it does not understand stops the build instead of shipping a broken page', () => {
    expect(() => deferBootstrap('import { x } from "/assets/a.js"; x();')).toThrow(/unexpected bootstrap/);
    // A bootstrap with nothing to import: what it would wait for is not React Router's start.
    expect(() => deferBootstrap('window.__reactRouterRouteModules = {};')).toThrow(/unexpected bootstrap/);
  });

  test('a page keeps its stylesheet link and inline scripts, loses its module preloads, and gets the deferred bootstrap', () => {
    const out: string = paintFirst(page);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-CJTr8j4z.css"/>');
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<script type="module">await new Promise((go) => {');
    expect(out).not.toContain('async=""');
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  test('a page without the React Router bootstrap stops the build instead of shipping it unchanged', () => {
    const changed = page.replace('<script type="module" async="">', '<script type="module">');
    expect(() => paintFirst(changed, 'index.html')).toThrow(/paint-first: index.html has 0 React Router bootstrap scripts/);
  });

  test('a module preload in a form it does not know stops the build', () => {
    const changed = page.replace('<link rel="modulepreload" href="/assets/root-BmdTHINY.js"/>', '<link rel="modulepreload" href="/assets/root-BmdTHINY.js" crossorigin=""/>');
    expect(() => paintFirst(changed, 'index.html')).toThrow(/paint-first: index.html keeps a module preload/);
  });
});
