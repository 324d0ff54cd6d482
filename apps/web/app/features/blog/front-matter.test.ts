import { expect, test } from 'vitest';
import { parseFrontMatter } from './front-matter';

test('front matter gives quoted text, booleans and numbers, and the body after it', () => {
  const source = [
    '---',
    'title: "Bulk SMS: a guide, with \\"quotes\\""',
    'date: "2026-06-10"',
    'tags: "sms, dlt"',
    'trending: true',
    'readingMinutes: 5',
    '---',
    '',
    '## First heading',
  ].join('\r\n');
  const { data, body } = parseFrontMatter(source);
  expect(data).toEqual({ title: 'Bulk SMS: a guide, with "quotes"', date: '2026-06-10', tags: 'sms, dlt', trending: true, readingMinutes: 5 });
  expect(body.trim()).toBe('## First heading');
});

test('a file without front matter is all body', () => {
  expect(parseFrontMatter('# Just text')).toEqual({ data: {}, body: '# Just text' });
});

test('YAML scalars: single quotes, comments, unquoted text and dates stay text, an empty value is absent', () => {
  const source = ['---', "author: 'Meera''s desk' # a comment", 'date: 2026-06-10', 'tags: sms, dlt', 'image:', 'draft: yes', 'ratio: 1.50', '---', 'Body'].join('\n');
  expect(parseFrontMatter(source)).toEqual({
    data: { author: "Meera's desk", date: '2026-06-10', tags: 'sms, dlt', draft: 'yes', ratio: 1.5 },
    body: 'Body',
  });
});

test('an empty block gives no fields; the body starts after the closing line', () => {
  expect(parseFrontMatter('---\n---\n\n# Title\n')).toEqual({ data: {}, body: '\n# Title\n' });
});

test('bad front matter stops with the file, line and column of the slip', () => {
  const file = 'content/blog/x.md';
  const parse = (lines: string[]) => () => parseFrontMatter(lines.join('\n'), file);
  // An unquoted value holding ': ' is a nested mapping in YAML.
  expect(parse(['---', 'date: "2026-06-10"', 'title: Bulk SMS: a guide', '---', 'Body'])).toThrow(
    /^content\/blog\/x\.md:3:8: front matter: Nested mappings are not allowed/,
  );
  expect(parse(['---', 'title: "unclosed', 'date: "2026-06-10"', '---'])).toThrow(/^content\/blog\/x\.md:\d+:\d+: front matter: .*quote/i);
  expect(parse(['---', 'title: "A"', 'title: "B"', '---'])).toThrow(/^content\/blog\/x\.md:3:1: front matter: Map keys must be unique/);
  expect(parse(['---', 'title: "A"', 'tags:', '  - sms', '---'])).toThrow('content/blog/x.md:3:1: front matter: tags must be text, a number or true/false');
  expect(parse(['---', '- sms', '---'])).toThrow('content/blog/x.md:2:1: front matter: write key: value lines');
  expect(parse(['---', 'title: "A"', '', '## Heading'])).toThrow('content/blog/x.md:1: the front matter opened by --- has no closing --- line');
});
