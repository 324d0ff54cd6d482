import { describe, expect, test } from 'vitest';
import { nextCursorFromLink, totalFromHeader } from './link-header';

describe('the next-page cursor', () => {
  test('is read from the Link header’s rel="next" URL', () => {
    expect(nextCursorFromLink('</api/contact/all?limit=50&cursor=abc%3D%3D>; rel="next"')).toBe('abc==');
  });

  test('is found among several links and with an absolute URL', () => {
    expect(nextCursorFromLink('<https://x.example/api/demo/all?cursor=first>; rel="first", <https://x.example/api/demo/all?cursor=n2>; rel="next"')).toBe('n2');
  });

  test('is absent on the last page', () => {
    expect(nextCursorFromLink(null)).toBeUndefined();
    expect(nextCursorFromLink('</api/demo/all?cursor=p>; rel="prev"')).toBeUndefined();
  });
});

describe('the total count', () => {
  test('is a whole number or unknown', () => {
    expect(totalFromHeader('1234')).toBe(1234);
    expect(totalFromHeader('0')).toBe(0);
    expect(totalFromHeader(null)).toBeUndefined();
    expect(totalFromHeader('many')).toBeUndefined();
  });
});
