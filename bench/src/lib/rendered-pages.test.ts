import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { articlePaths, savedFile } from './rendered-pages';
import { withRenderedPages } from './site-build';

// docs/decisions/052-content-pages-from-the-database.md: the bench reads the rendered pages from the server.
describe('the rendered pages in the bench', () => {
  test('articles are read from the sitemap, once each, and nothing else is taken for one', () => {
    const sitemap = [
      '<urlset>',
      '<url><loc>http://127.0.0.1:4000/</loc></url>',
      '<url><loc>http://127.0.0.1:4000/blog</loc></url>',
      '<url><loc>http://127.0.0.1:4000/blog/otp-delivery-speed</loc></url>',
      '<url><loc>http://127.0.0.1:4000/blog/bulk-sms-for-ecommerce</loc></url>',
      '<url><loc>http://127.0.0.1:4000/blog/otp-delivery-speed</loc></url>',
      '<url><loc>http://127.0.0.1:4000/help-center</loc></url>',
      '</urlset>',
    ].join('\n');
    expect(articlePaths(sitemap)).toEqual(['/blog/bulk-sms-for-ecommerce', '/blog/otp-delivery-speed']);
    expect(articlePaths('<urlset></urlset>')).toEqual([]);
  });

  test('a page is saved where the build would have written it', () => {
    expect(savedFile('/tmp/x', '/blog')).toBe(path.join('/tmp/x', 'blog', 'index.html'));
    expect(savedFile('/tmp/x', '/blog/otp-delivery-speed')).toBe(path.join('/tmp/x', 'blog', 'otp-delivery-speed', 'index.html'));
  });

  test('rendered pages join the routes in reading order and stand for a stale file of the same path', () => {
    const file = (p: string) => ({ path: p, file: `build${p}/index.html` });
    const rendered = (p: string) => ({ path: p, file: `rendered${p}/index.html` });
    const routes = withRenderedPages([file('/'), file('/about'), file('/Blog')], [rendered('/blog'), rendered('/blog/a-post'), rendered('/help-center')]);
    expect(routes.map((r) => r.path)).toEqual(['/', '/about', '/blog', '/help-center', '/blog/a-post']);
    expect(routes.find((r) => r.path === '/blog')?.file).toBe('rendered/blog/index.html');
  });
});
