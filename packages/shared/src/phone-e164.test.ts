import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contactRequestSchemaFor } from './contact';
import { demoRequestSchemaFor } from './demo';
import { parseForeignPhone, phoneE164 } from './foreign-phone';

// docs/decisions/040-phone-numbers-in-e164.md: every stored lead number reads as E.164, or as null when it
// is not one valid number; without a calling code a number is India's and read by decision 005's rule.
describe('phoneE164', () => {
  test.each([
    // As the contact form stores India's numbers, and as a demo request keeps them as typed.
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['(98765) 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['6000000000', '+916000000000'],
    // As USA and UK numbers are stored (decision 005), and typed with their calling code.
    ['+12015550123', '+12015550123'],
    ['+447400123456', '+447400123456'],
    ['+1 (201) 555-0123', '+12015550123'],
    ['+44 (0)20 7946 0101', '+442079460101'],
    // A full international number of any country (docs/product.md: a phone field takes one whatever the country).
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('%j is %s', (stored, e164) => {
    expect(phoneE164(stored)).toBe(e164);
  });

  test.each([
    '',
    '   ',
    'call me',
    '=HYPERLINK("http://evil.example")',
    '+1+1',
    // Not an Indian mobile: the contact form refuses these for India (decision 005), so no country is guessed.
    '5876543210',
    '987654321',
    '98765432100',
    '919876543210',
    '09876543210',
    '(201) 555-0123',
    // A calling code with a number no country has.
    '+91 98765 4321',
    '+44 7400 12345',
    '+1 555 010 0101',
    '+999 1234567',
    `+91 ${'9'.repeat(40)}`,
  ])('%j has none', (stored) => {
    expect(phoneE164(stored)).toBeNull();
  });

  test('what either form stores for India, USA or UK reads back as that number in E.164', () => {
    const contact = contactRequestSchemaFor(parseForeignPhone);
    const demo = demoRequestSchemaFor(parseForeignPhone);
    const question = { name: 'Asha Rao', email: 'asha@example.com', question: 'How fast is OTP delivery?' };
    const request = { name: 'Asha Rao', email: 'asha@example.com', businessname: 'Rao Logistics', jobfunction: 'support', lookingfor: 'SMS', message: 'A demo, please.' };
    for (const [typed, country, e164] of [
      ['+91 98765 43210', 'IN', '+919876543210'],
      ['(201) 555-0123', 'US', '+12015550123'],
      ['07400 123456', 'UK', '+447400123456'],
    ] as const) {
      expect(phoneE164(contact.parse({ ...question, contact: typed, country }).contact)).toBe(e164);
      expect(phoneE164(demo.parse({ ...request, contact: typed, country }).contact)).toBe(e164);
    }
  });

  test('any stored text, hostile or broken, reads as one E.164 number or null, never an error', () => {
    // Phone characters mixed with what breaks parsers: NUL, a lone surrogate, a direction override,
    // full-width and Arabic-Indic digits, extension words.
    const unit = fc.oneof(fc.constantFrom(...'+0123456789 -().'), fc.constantFrom('\u0000', '\ud800', '\u202e', '\uFF0B', '\u0669', '\u00a0', 'ext.', 'x', '#', '*', ';', '='));
    const hostile = fc.array(unit, { maxLength: 24 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), hostile, hostile.map((s) => `+${s}`)), (stored) => {
        const e164 = phoneE164(stored);
        if (e164 !== null) expect(e164).toMatch(/^\+[1-9]\d{6,14}$/);
      }),
      // A fixed seed: the same cases every run, so a red run is red again on the same input.
      { numRuns: 300, seed: 20_261_129 },
    );
  });
});
