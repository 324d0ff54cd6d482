import type { ServerBuild } from 'react-router';
import { describe, expect, test } from 'vitest';
import { createPageRenderer } from './rendered-pages';

// docs/decisions/052-content-pages-from-the-database.md: a rendered page is kept until the content's version
// changes, read at most once a second; the page's inline scripts are in its CSP, as on a prerendered page.

type Routes = ServerBuild['routes'];
const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown>, index = false) =>
  ({ id, parentId, path, index, caseSensitive: false, module }) as unknown as Routes[string];

const Page = () => null;
const routes: Routes = {
  root: route('root', undefined, '', { default: Page }),
  'routes/site-layout': route('routes/site-layout', 'root', undefined, { default: Page, loader: () => null }),
  blog: route('blog', 'routes/site-layout', 'blog', { default: Page, loader: () => null }),
  'routes/blog-post': route('routes/blog-post', 'routes/site-layout', 'blog/:slug', { default: Page, loader: () => null }),
  'routes/account': route('routes/account', 'routes/site-layout', 'account', { default: Page, clientLoader: () => null }),
  'routes/not-found': route('routes/not-found', 'routes/site-layout', '*', { default: Page }),
  'routes/sitemap-xml': route('routes/sitemap-xml', 'root', 'sitemap.xml', { loader: () => null }),
};

/** A page whose body names how many times it was rendered and the content version it read. */
function setUp() {
  let version = 1;
  let at = 0;
  let renders = 0;
  let versionReads = 0;
  const handle = async (request: Request) => {
    renders++;
    const { pathname } = new URL(request.url);
    if (pathname === '/blog/old') return new Response(null, { status: 301, headers: { location: '/blog/new' } });
    if (pathname === '/sitemap.xml') return new Response(`<urlset v="${version}"/>`, { headers: { 'content-type': 'application/xml' } });
    const html = `<!DOCTYPE html><html><head></head><body><p>render ${renders} of version ${version}</p><script>window.x=${renders}</script><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
route0.go();</script></body></html>`;
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  const renderer = createPageRenderer(handle, routes, {
    context: {} as never,
    version: async () => {
      versionReads++;
      return version;
    },
    now: () => at,
  });
  return {
    renderer,
    publish: () => version++,
    advance: (ms: number) => (at += ms),
    counts: () => ({ renders, versionReads }),
  };
}

describe('pages the server renders', () => {
  test('each route is known as a content page, a client-only page or a file; other paths are the catch-all', () => {
    const { renderer } = setUp();
    expect(renderer.routeOf('/blog')).toEqual({ id: 'blog', kind: 'content' });
    expect(renderer.routeOf('/Blog/some-post')).toEqual({ id: 'routes/blog-post', kind: 'content' });
    expect(renderer.routeOf('/account')).toEqual({ id: 'routes/account', kind: 'client' });
    expect(renderer.routeOf('/sitemap.xml')).toEqual({ id: 'routes/sitemap-xml', kind: 'file' });
    expect(renderer.routeOf('/no/such/page')).toBeUndefined();
  });

  test('a page is rendered once and kept, until the content version changes and a second has passed', async () => {
    const { renderer, publish, advance, counts } = setUp();
    const first = await renderer.answer('/blog');
    expect(first.body.toString()).toContain('render 1 of version 1');
    expect((await renderer.answer('/blog')).body).toEqual(first.body);
    expect(counts().renders).toBe(1);

    publish();
    // Within the second the version read is trusted: the kept page is still sent.
    advance(999);
    expect((await renderer.answer('/blog')).body.toString()).toContain('version 1');
    advance(1);
    const fresh = await renderer.answer('/blog');
    expect(fresh.body.toString()).toContain('render 2 of version 2');
    expect(counts().renders).toBe(2);
    // The version is read at most once a second, whatever the traffic.
    for (let i = 0; i < 50; i++) await renderer.answer('/blog');
    expect(counts().versionReads).toBe(2);
  });

  test('the page loads as a prerendered one does, with its own CSP and compressed forms', async () => {
    const { renderer } = setUp();
    const page = await renderer.answer('/blog/some-post');
    const html = page.body.toString();
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain('import("/assets/root.js")');
    const hashes = page.csp?.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(2);
    expect(page.cacheControl).toBe('no-cache');
    expect(page.etag).toMatch(/^"[\w-]{22}"$/);
    expect(page.br?.length).toBeGreaterThan(0);
    expect(page.gz?.length).toBeGreaterThan(0);
  });

  test('a redirect keeps its target, a file its type, and neither gets a CSP', async () => {
    const { renderer, publish, advance } = setUp();
    const moved = await renderer.answer('/blog/old');
    expect(moved).toMatchObject({ status: 301, location: '/blog/new' });
    const sitemap = await renderer.answer('/sitemap.xml');
    expect(sitemap).toMatchObject({ status: 200, type: 'application/xml' });
    expect(sitemap.csp).toBeUndefined();
    publish();
    advance(1000);
    expect((await renderer.answer('/sitemap.xml')).body.toString()).toBe('<urlset v="2"/>');
  });

  test('a path nobody published is rendered each time, never kept; a shared key keeps one answer for many paths', async () => {
    const { renderer, counts } = setUp();
    let notFoundRenders = 0;
    const notFound = async () => {
      notFoundRenders++;
      return new Response('<!DOCTYPE html><p>Page Not Found</p>', { status: 404, headers: { 'content-type': 'text/html' } });
    };
    const unknown = createPageRenderer(notFound, routes, {
      context: {} as never,
      version: async () => 1,
      now: () => 0,
    });
    expect((await unknown.answer('/blog/made-up')).status).toBe(404);
    expect((await unknown.answer('/blog/made-up')).status).toBe(404);
    expect(notFoundRenders).toBe(2);
    await renderer.answer('/account', 'shell:routes/account');
    await renderer.answer('/account?next=1', 'shell:routes/account');
    expect(counts().renders).toBe(1);
  });

  test('a failed render is not kept: the next request renders again', async () => {
    let fail: 'throw' | '500' | undefined = 'throw';
    const renderer = createPageRenderer(
      async () => {
        if (fail === 'throw') throw new Error('database unavailable');
        if (fail === '500') return new Response('<!DOCTYPE html><p>Something went wrong</p>', { status: 500, headers: { 'content-type': 'text/html' } });
        return new Response('<!DOCTYPE html><html><body><script type="module" async="">import "/a.js";</script></body></html>', { headers: { 'content-type': 'text/html' } });
      },
      routes,
      { context: {} as never, version: async () => 1, now: () => 0 },
    );
    await expect(renderer.answer('/blog')).rejects.toThrow('database unavailable');
    fail = '500';
    expect((await renderer.answer('/blog')).status).toBe(500);
    fail = undefined;
    expect((await renderer.answer('/blog')).status).toBe(200);
  });
});
