import { describe, expect, test } from 'vitest';
import { readingMinutes, renderMarkdown } from './markdown';

// docs/decisions/051-content-studio.md: what an admin writes is sanitised; what articles use survives.
describe('renderMarkdown', () => {
  test('script tags, event handlers, javascript: links, frames and inline styles are removed', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="/media/1-480.webp" alt="x" onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '<a href="JaVaScRiPt:alert(4)">also</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="color:red" onclick="alert(5)">styled</p>',
        '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><input name="a"></form>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe|style=|<object|<embed|<form|<input/i);
    expect(html).toContain('<img src="/media/1-480.webp" alt="x"');
    expect(html).toContain('styled');
  });

  test('tables, code, headings, links and images survive, with heading ids and scroll boxes', () => {
    const html = renderMarkdown(
      [
        '## Delivery reports',
        '| Status | Meaning |',
        '| :-- | --: |',
        '| DELIVRD | reached the phone |',
        '',
        '```ts',
        'const a = 1 < 2;',
        '```',
        '',
        'See [the docs](https://example.com/docs "Docs") or [contact](/contact), or mail [us](mailto:a@example.com).',
        '',
        '![A chart](https://cdn.example.com/chart.png)',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="delivery-reports">Delivery reports</h2>');
    expect(html).toContain('<div class="md-scroll" role="region" aria-label="Delivery reports: table" tabindex="0"><table>');
    expect(html).toContain('<th align="left">Status</th>');
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">const a = 1 &lt; 2;');
    expect(html).toContain('<a href="https://example.com/docs" title="Docs">the docs</a>');
    expect(html).toContain('<a href="/contact">contact</a>');
    expect(html).toContain('<a href="mailto:a@example.com">us</a>');
    expect(html).toContain('<img src="https://cdn.example.com/chart.png" alt="A chart" loading="lazy" decoding="async" />');
  });

  test('an image from a plain-http address is dropped, so the page stays on https', () => {
    expect(renderMarkdown('![x](http://example.com/a.png)')).not.toContain('http://example.com');
  });

  test('reading time: about 220 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });
});
