import { RECOVERY_CODE_COUNT } from '@tarang/shared/admin-security';
import { describe, expect, test } from 'vitest';
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeOf, totpCode, totpDigits } from './totp';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890" (base32 below); six digits
// are the last six of the RFC's eight.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  test.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  test('one step of drift either way is accepted, two are not; a step at or before the last accepted one never is', () => {
    const at = new Date(1234567890 * 1000);
    const step = Math.floor(1234567890 / 30);
    const code = (offset: number) => totpCode(RFC_SECRET, new Date(at.getTime() + offset * 30_000));
    expect(matchingStep(RFC_SECRET, code(0), at, null)).toBe(step);
    expect(matchingStep(RFC_SECRET, code(-1), at, null)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, code(1), at, null)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, code(2), at, null)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, code(-2), at, null)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, code(0), at, step)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, code(1), at, step)).toBe(step + 1);
  });

  test('typed codes: spaces are ignored; anything but six digits is not a code', () => {
    expect(totpDigits(' 123 456 ')).toBe('123456');
    expect(totpDigits('12345')).toBeUndefined();
    expect(totpDigits('1234567')).toBeUndefined();
    expect(totpDigits('12345a')).toBeUndefined();
  });

  test('secrets are 160 bits of base32; recovery codes are ten distinct xxxxx-xxxxx, read in any case', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeOf(` ${codes[0]!.toUpperCase()} `)).toBe(codes[0]);
    expect(recoveryCodeOf('abcde')).toBeUndefined();
  });
});
