import { describe, expect, test } from 'vitest';
import { groupSecret, invitationFromInput, shortUserAgent } from './security-text';

describe('the invitation box', () => {
  test('takes a bare token as it is, trimmed', () => {
    expect(invitationFromInput('  abcDEF123_-x  ')).toBe('abcDEF123_-x');
  });

  test('takes the token out of a pasted sign-up link, in any letter case', () => {
    expect(invitationFromInput('https://tarang.example.com/admin/tok3n-Value/Signup')).toBe('tok3n-Value');
    expect(invitationFromInput('http://127.0.0.1:5000/admin/abc/signup/')).toBe('abc');
    expect(invitationFromInput('/admin/abc%2Bd/signup?x=1')).toBe('abc+d');
  });

  test('leaves an empty box empty', () => {
    expect(invitationFromInput('   ')).toBe('');
  });
});

describe('the enrolment key', () => {
  test('shows in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('JBSW Y3DP')).toBe('JBSW Y3DP');
  });
});

describe('a session’s device', () => {
  test('names the browser and the system', () => {
    expect(shortUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(shortUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iOS',
    );
    expect(shortUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge on Windows',
    );
  });

  test('cuts what it does not know, and says Unknown for nothing', () => {
    expect(shortUserAgent(null)).toBe('Unknown');
    expect(shortUserAgent('x'.repeat(60))).toBe(`${'x'.repeat(39)}…`);
  });
});
