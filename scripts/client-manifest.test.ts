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
  test('resource routes leave the manifest; pages, layouts and client-only routes stay, with everything else as it was', () => {
    const { source: out, removed } = withoutResourceRoutes(source);
    expect(removed).toEqual(['llms.txt']);
    const parsed = JSON.parse(out.slice('window.__reactRouterManifest='.length, -1));
    expect(Object.keys(parsed.routes)).toEqual(['root', 'routes/site-layout', 'routes/home', 'admin-login', 'routes/hook']);
    expect(parsed.entry).toEqual(manifest.entry);
    expect(parsed.version).toBe('1');
    expect(out.endsWith(';')).toBe(true);
  });

  test('a manifest in a form it does not know stops the build', () => {
    expect(() => withoutResourceRoutes('window.__otherManifest={};')).toThrow(/framework's output changed/);
    expect(() => withoutResourceRoutes('window.__reactRouterManifest={"entry":{}};')).toThrow(/no routes/);
    const odd = { ...manifest, routes: { root: manifest.routes.root, x: { id: 'x', parentId: 'root' } } };
    expect(() => withoutResourceRoutes(`window.__reactRouterManifest=${JSON.stringify(odd)};`)).toThrow(/no boolean hasDefaultExport/);
  });
});
