import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { withoutResourceRoutes } from './client-manifest.mjs';

const route = (id: string, extra: Record<string, unknown>) => ({
  id,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
  ...extra,
});

const manifest = {
  entry: { module: '/assets/entry.client.js', imports: [], css: [] },
  routes: {
    root: route('root', { path: '', hasErrorBoundary: true }),
    'routes/site-layout': route('routes/site-layout', { parentId: 'root' }),
    'routes/home': route('routes/home', { parentId: 'routes/site-layout', index: true, hasLoader: true }),
    'routes/llms-txt': route('routes/llms-txt', { parentId: 'root', path: 'llms.txt', hasLoader: true, hasDefaultExport: false }),
    'admin-login': route('admin-login', { parentId: 'root', path: 'admin/login', hasClientLoader: true }),
    'routes/hook': route('routes/hook', { parentId: 'root', path: 'hook', hasDefaultExport: false, hasClientLoader: true }),
  },
  url: '/assets/manifest-1.js',
  version: '1',
};
const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

describe('client-manifest', () => {
  test('resource routes leave the manifest; pages, layouts and client-only routes stay', () => {
    const { source: out, removed } = withoutResourceRoutes(source);
    expect(removed).toEqual(['llms.txt']);
    const parsed = JSON.parse(out.slice('window.__reactRouterManifest='.length, -1));
    expect(Object.keys(parsed.routes)).toEqual(['root', 'routes/site-layout', 'routes/home', 'admin-login', 'routes/hook']);
    expect(parsed.entry).toEqual(manifest.entry);
    expect(parsed.version).toBe('1');
    expect(out.endsWith(';')).toBe(true);
  });

  test('route entries leave out what tells the router nothing: false flags, no stylesheets, the imports of the entry module', () => {
    const withImports = {
      ...manifest,
      entry: { module: '/assets/entry.client.js', imports: ['/assets/runtime.js', '/assets/shell.js'], css: [] },
      routes: {
        ...manifest.routes,
        'routes/home': { ...manifest.routes['routes/home'], imports: ['/assets/runtime.js', '/assets/shell.js', '/assets/carousel.js'], css: ['/assets/home.css'] },
      },
    };
    const { source: out } = withoutResourceRoutes(`window.__reactRouterManifest=${JSON.stringify(withImports)};`);
    const parsed = JSON.parse(out.slice('window.__reactRouterManifest='.length, -1));
    expect(parsed.routes['routes/home']).toEqual({
      id: 'routes/home',
      parentId: 'routes/site-layout',
      index: true,
      hasLoader: true,
      hasDefaultExport: true,
      module: '/assets/routes/home.js',
      imports: ['/assets/carousel.js'],
      css: ['/assets/home.css'],
    });
    expect(parsed.routes.root).toEqual({ id: 'root', path: '', hasDefaultExport: true, hasErrorBoundary: true, module: '/assets/root.js' });
    expect(parsed.routes['admin-login']).toEqual({ id: 'admin-login', parentId: 'root', path: 'admin/login', hasClientLoader: true, hasDefaultExport: true, module: '/assets/admin-login.js' });
    expect(parsed.entry).toEqual(withImports.entry);
  });

  test('a manifest in a form it does not know stops the build', () => {
    expect(() => withoutResourceRoutes('window.__otherManifest={};')).toThrow(/framework's output changed/);
    expect(() => withoutResourceRoutes('window.__reactRouterManifest={"entry":{}};')).toThrow(/no routes/);
    const odd = { ...manifest, routes: { root: manifest.routes.root, x: { id: 'x', parentId: 'root' } } };
    expect(() => withoutResourceRoutes(`window.__reactRouterManifest=${JSON.stringify(odd)};`)).toThrow(/no boolean hasDefaultExport/);
  });
});
