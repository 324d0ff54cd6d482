// Takes the resource routes (/llms.txt, /docs/*.md, /sitemap.xml, /robots.txt, /search-index.json)
// out of the route manifest the browser loads (docs/decisions/037-one-admin-route-module.md).
// They are prerendered to files the server sends as they are, and every link to them is a plain
// <a href> (a page load), so the client router never matches them; yet each costs every public page
// ~30 B of gzip in a manifest that is part of its first JavaScript. It also leaves out what every
// route entry repeats without telling the router anything (compactRoutes below).
// Run by apps/web's build script after react-router build, before compress-build.mjs.
import fs from 'node:fs';
import path from 'node:path';

// Run in apps/web, like paint-first.mjs: the build is WEB_BUILD_DIR (the bench's and the brand test's) or build/.
const root = path.resolve(process.argv[2] ?? path.join(process.env.WEB_BUILD_DIR ?? 'build', 'client', 'assets'));
const prefix = 'window.__reactRouterManifest=';

/**
 * The manifest without its resource routes (and compacted, compactRoutes): routes with no component, no client loader or action and
 * no child. A manifest in another form stops the build: after a React Router upgrade a silent mismatch
 * would ship a router that does not know its pages.
 */
export function withoutResourceRoutes(source, name = 'manifest') {
  const body = source.trim();
  if (!body.startsWith(prefix) || !body.endsWith(';')) {
    throw new Error(`client-manifest: ${name} is not "${prefix}{...};"; the framework's output changed: update scripts/client-manifest.mjs.`);
  }
  const manifest = JSON.parse(body.slice(prefix.length, -1));
  const routes = manifest?.routes;
  if (!routes || typeof routes !== 'object' || !routes.root) {
    throw new Error(`client-manifest: ${name} has no routes with a root; update scripts/client-manifest.mjs.`);
  }
  const parents = new Set(Object.values(routes).map((r) => r.parentId));
  const removed = [];
  for (const [id, r] of Object.entries(routes)) {
    for (const key of ['hasDefaultExport', 'hasClientLoader', 'hasClientAction']) {
      if (typeof r[key] !== 'boolean') throw new Error(`client-manifest: route ${id} has no boolean ${key}; update scripts/client-manifest.mjs.`);
    }
    if (id !== 'root' && !r.hasDefaultExport && !r.hasClientLoader && !r.hasClientAction && !parents.has(id)) {
      delete routes[id];
      removed.push(r.path ?? id);
    }
  }
  return { source: `${prefix}${JSON.stringify(compactRoutes(manifest))};`, removed };
}

/** Flags the router reads only as true or not (`if (route.hasLoader)`, `=== true`): false says nothing. */
const FLAGS = ['hasAction', 'hasLoader', 'hasClientAction', 'hasClientLoader', 'hasClientMiddleware', 'hasDefaultExport', 'hasErrorBoundary'];

/**
 * Each route entry without what it repeats: its false flags, an empty stylesheet list, and the entry
 * module's own imports (the runtime and the shell), which every page has loaded before any route's
 * module. About 110 B of gzip off every page's first JavaScript (docs/decisions/037-one-admin-route-module.md).
 */
export function compactRoutes(manifest) {
  const loaded = new Set(manifest.entry?.imports ?? []);
  for (const r of Object.values(manifest.routes)) {
    for (const key of FLAGS) if (r[key] === false) delete r[key];
    if (Array.isArray(r.css) && r.css.length === 0) delete r.css;
    if (Array.isArray(r.imports)) {
      r.imports = r.imports.filter((i) => !loaded.has(i));
      if (r.imports.length === 0) delete r.imports;
    }
  }
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = fs.existsSync(root) ? fs.readdirSync(root).filter((f) => /^manifest-[\w-]+\.js$/.test(f)) : [];
  if (files.length !== 1) {
    console.error(`client-manifest: expected one manifest-*.js in ${root}, found ${files.length}; build the site first.`);
    process.exit(1);
  }
  const file = path.join(root, files[0]);
  const { source, removed } = withoutResourceRoutes(fs.readFileSync(file, 'utf8'), files[0]);
  if (removed.length === 0) {
    console.error('client-manifest: no resource route found in the manifest; the build changed: update scripts/client-manifest.mjs.');
    process.exit(1);
  }
  fs.writeFileSync(file, source);
  console.log(`client-manifest: ${removed.length} resource routes left to the server (${removed.join(', ')})`);
}
