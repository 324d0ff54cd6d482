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
