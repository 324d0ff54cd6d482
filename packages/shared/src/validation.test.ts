import { describe, expect, test } from 'vitest';
import { mailtoHref } from './mailto';
import { EMAIL_PATTERN } from './validation';

// One rule for e-mail addresses on every form and call (docs/decisions/028-security-test-findings.md):
// a plain mailbox, local part of letters, digits and . _ + - ' (no dot first, last or twice in a row),
// a domain of two or more labels ending in a letter top-level domain (or its xn-- form).

describe('EMAIL_PATTERN', () => {
  test.each([
    'asha@example.com',
    'ASHA@Example.COM',
    'a.b+tag@mail.example.co.in',
    "o'brien@example.ie",
    'first_last-2@sub-domain.example.org',
    'x@a.io',
    '1@2.example',
    'user@xn--80ak6aa92e.xn--p1ai',
  ])('accepts %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  test.each([
    ['display name', 'A <a@b.io>'],
    ['angle brackets', '<a@b.io>'],
    ['comment', 'a(x)@b.io'],
    ['comment in domain', 'a@(x)b.io'],
    ['group syntax', 'team: a@b.io;'],
    ['quoted local part', '"a b"@b.io'],
    ['quoted local part without space', '"ab"@b.io'],
    ['query string', 'a@b.io?cc=x@evil.io'],
    ['query string in local part', 'a?cc=x@b.io'],
    ['percent escape', 'a%40b@c.io'],
    ['fragment', 'a@b.io#x'],
    ['two addresses', 'a@b.io,c@d.io'],
    ['semicolon list', 'a@b.io;c@d.io'],
    ['ampersand', 'a&b@c.io'],
    ['equals', 'a=b@c.io'],
    ['slash', 'a/b@c.io'],
    ['backslash', 'a\\b@c.io'],
    ['space', 'a b@c.io'],
    ['newline header', 'a@b.io\nBcc: x@evil.io'],
    ['leading dot', '.a@b.io'],
    ['trailing dot', 'a.@b.io'],
    ['double dot', 'a..b@c.io'],
    ['no domain dot', 'a@localhost'],
    ['IP literal', 'a@[127.0.0.1]'],
    ['numeric top-level domain', 'a@1.2.3.4'],
    ['label starting with a hyphen', 'a@-b.io'],
    ['label ending with a hyphen', 'a@b-.io'],
    ['empty label', 'a@b..io'],
    ['one-letter top-level domain', 'a@b.c'],
    ['underscore in domain', 'a@b_c.io'],
    ['non-ASCII local part', 'ä@b.io'],
    ['non-ASCII domain', 'a@bü.io'],
    ['full-width at', 'a＠b.io'],
    ['two @', 'a@b@c.io'],
    ['mailto scheme', 'mailto:a@b.io'],
  ])('refuses a %s: %j', (_what, address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });

  test('costs linear time on long near-misses', () => {
    const t = performance.now();
    for (const s of [`${'a.'.repeat(50_000)}@`, `a@${'a-'.repeat(50_000)}`, `a@${'a.'.repeat(50_000)}1`, `${'a'.repeat(100_000)}!`]) EMAIL_PATTERN.test(s);
    expect(performance.now() - t).toBeLessThan(1_000);
  });
});

describe('mailtoHref', () => {
  test('a valid address becomes a mailto link with nothing after it', () => {
    expect(mailtoHref('asha@example.com')).toBe('mailto:asha@example.com');
    expect(mailtoHref("o'brien+tag@example.ie")).toBe("mailto:o'brien%2Btag@example.ie");
  });

  test.each(['a@b.io?cc=x@evil.io', 'a@b.io?subject=hi&body=x', 'A <a@b.io>', 'a@b.io#x', 'a%40b@c.io', 'javascript:alert(1)//@b.io', 'a@b.io\nBcc: x@evil.io'])(
    'stored text that is not a plain address never gives a link with parameters: %j',
    (stored) => {
      const href = mailtoHref(stored);
      if (href === undefined) return;
      expect(href).toMatch(/^mailto:[^?#&]*$/);
    },
  );

  test('stored text that is not a plain address gives no link', () => {
    expect(mailtoHref('a@b.io?cc=x@evil.io')).toBeUndefined();
    expect(mailtoHref('javascript:alert(1)//@b.io')).toBeUndefined();
  });
});
