import type { MetaDescriptor } from 'react-router';
import { describe, expect, test } from 'vitest';
import { site } from '../config/site';
import { loadedPageMeta, pageMeta, previewImage } from './seo';

// docs/decisions/039-link-previews-and-brand-assets.md: a shared link shows the page's own picture, a
// PNG the build draws from the brand and the title, described so every network can show it unfetched.

/** The content of the tag with this property or name. */
const tag = (meta: MetaDescriptor[], key: string) =>
  (meta.find((m) => ('property' in m && m.property === key) || ('name' in m && m.name === key)) as { content?: string } | undefined)?.content;

describe('link previews in the page head', () => {
  test('name the page’s own 1200 x 630 PNG by absolute URL, with its type, size and words', () => {
    const meta = pageMeta({ title: `About Us | ${site.name}`, description: 'Who we are.', path: '/about' });
    expect(tag(meta, 'og:image')).toBe(`${site.url}/images/og/about.png`);
    expect(tag(meta, 'og:image:type')).toBe('image/png');
    expect([tag(meta, 'og:image:width'), tag(meta, 'og:image:height')]).toEqual(['1200', '630']);
    expect(tag(meta, 'og:image:alt')).toBe(`About Us | ${site.name}`);
    expect(tag(meta, 'twitter:card')).toBe('summary_large_image');
    expect(tag(meta, 'og:type')).toBe('website');
    expect(tag(meta, 'article:published_time')).toBeUndefined();
  });

  test('are named after the canonical path, in lower case; the home page is home.png', () => {
    expect(previewImage('/')).toBe('/images/og/home.png');
    expect(previewImage('/services/sms')).toBe('/images/og/services/sms.png');
    expect(previewImage('/Privacy-policy')).toBe('/images/og/privacy-policy.png');
    expect(previewImage('/blog/otp-delivery-speed')).toBe('/images/og/blog/otp-delivery-speed.png');
  });

  test('a page kept out of search shows the brand’s own picture', () => {
    const meta = pageMeta({ title: 'Page Not Found', description: 'Nothing here.', path: '/404', noindex: true });
    expect(tag(meta, 'og:image')).toBe(`${site.url}/images/og/default.png`);
    expect(tag(meta, 'robots')).toBe('noindex');
  });

  test('an article is shared as one, with its dates', () => {
    const meta = pageMeta({ title: 'A post', description: 'About it.', path: '/blog/a-post', article: { publishedTime: '2026-06-10', modifiedTime: '2026-07-01' } });
    expect(tag(meta, 'og:type')).toBe('article');
    expect(tag(meta, 'article:published_time')).toBe('2026-06-10');
    expect(tag(meta, 'article:modified_time')).toBe('2026-07-01');
    expect(tag(pageMeta({ title: 'B', description: 'B.', path: '/blog/b', article: { publishedTime: '2026-06-11' } }), 'article:modified_time')).toBeUndefined();
  });
});

// docs/decisions/014-public-pages.md: a public page's title and description reach `meta` as loader data.
describe('a public page’s meta from its loader data', () => {
  const jsonLd = [{ 'script:ld+json': { '@context': 'https://schema.org', '@type': 'BreadcrumbList' } }];

  test('takes the loader’s words and structured data', () => {
    const meta = loadedPageMeta({ seo: { title: 'Pricing | Tarang', description: 'Plans and rates.' }, jsonLd }, '/price', { title: 'Pricing' });
    expect(meta).toEqual(pageMeta({ title: 'Pricing | Tarang', description: 'Plans and rates.', path: '/price', jsonLd }));
  });

  test('falls back to the route’s own title and description, or an empty description, without data', () => {
    expect(loadedPageMeta(undefined, '/', { title: site.name, description: site.description })).toEqual(pageMeta({ title: site.name, description: site.description, path: '/' }));
    expect(tag(loadedPageMeta(undefined, '/price', { title: 'Pricing' }), 'description')).toBe('');
  });
});
