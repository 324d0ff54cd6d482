import { expect, test } from '@playwright/test';
import { publicPaths } from '../apps/web/app/config/routes';
import { blogSlugs } from './shell-helpers';

// Two Tailwind utilities of one family on one element (px-3 and px-5, text-sm and text-base) tie, and the
// stylesheet's order decides which applies, not the order in the attribute: the intended one can silently
// lose. Session 18 of issue 8 found hero buttons at 14 px that were written as 16 px this way. Variant
// classes (sm:, hover:) are left out: they apply in other states on purpose.

const families: [string, RegExp][] = [
  ['min-height', /^min-h-/],
  ['height', /^h-/],
  ['width', /^w-/],
  ['padding-x', /^px-/],
  ['padding-y', /^py-/],
  ['padding', /^p-/],
  ['margin-top', /^mt-/],
  ['margin-bottom', /^mb-/],
  ['font size', /^text-(xs|sm|base|lg|xl|\dxl)$/],
  ['text colour', /^text-(white|black|ink|brand|accent|warn|danger|success)(-|$)/],
  ['background', /^bg-(?!gradient|clip)/],
  ['font weight', /^font-(normal|medium|semibold|bold|extrabold)$/],
  ['line height', /^leading-/],
  ['display', /^(block|inline|inline-block|inline-flex|flex|grid|hidden)$/],
];

test('no prerendered element carries two utilities of one family', { tag: '@any-width' }, async ({ request }) => {
  const clashes: string[] = [];
  const pages = [...publicPaths, ...blogSlugs.map((slug) => `/blog/${slug}`)];
  for (const page of pages) {
    const html = await (await request.get(page)).text();
    expect(html, page).toContain('</html>');
    for (const [, attribute] of html.matchAll(/class="([^"]*)"/g)) {
      const classes = attribute!.split(/\s+/).filter((c) => c && !c.includes(':'));
      for (const [family, pattern] of families) {
        const hits = classes.filter((c) => pattern.test(c));
        if (hits.length > 1) clashes.push(`${page}: ${family} ${hits.join(' ')} in "${attribute}"`);
      }
    }
  }
  expect(pages.length).toBeGreaterThan(30);
  expect(clashes).toEqual([]);
});
