import { describe, expect, test } from 'vitest';
import { contactRequestSchemaFor } from './contact';
import { demoRequestSchemaFor } from './demo';
import { parseForeignPhone } from './foreign-phone';
import { foreignPhoneMessages, phoneCountryInvalid, phoneLibraryNeeded } from './phone';
import { phoneExamples } from './phone-examples';
import { firstErrorPerField } from './validation';

// Decision 005: India keeps the spec's rule and message; USA and UK numbers are checked with the
// phone-number library and stored in E.164. The server's schemas are the ones with the parser.
const contact = contactRequestSchemaFor(parseForeignPhone);
const demo = demoRequestSchemaFor(parseForeignPhone);
const question = { name: 'Asha Rao', email: 'asha@example.com', question: 'How fast is OTP delivery?' };
const demoRequest = { name: 'Asha Rao', email: 'asha@example.com', businessname: 'Rao Logistics', jobfunction: 'support', lookingfor: 'SMS', message: 'A demo, please.' };

const contactError = (input: Record<string, unknown>) => {
  const result = contact.safeParse({ ...question, ...input });
  return result.success ? undefined : firstErrorPerField(result.error);
};

describe('parseForeignPhone', () => {
  test.each([
    ['(201) 555-0123', 'US', '+12015550123'],
    ['201-555-0123', 'US', '+12015550123'],
    ['+1 201 555 0123', 'US', '+12015550123'],
    ['1 (212) 555-0199', 'US', '+12125550199'],
    ['07400 123456', 'UK', '+447400123456'],
    ['+44 7400 123456', 'UK', '+447400123456'],
    ['020 7946 0101', 'UK', '+442079460101'],
    ['+44 (0)20 7946 0101', 'UK', '+442079460101'],
  ] as const)('%j in %s is %s', (input, country, e164) => {
    expect(parseForeignPhone(input, country)).toBe(e164);
  });

  test.each([
    // A full international number is read as its own country's, whatever the country chosen (decision 045).
    ['+91 98765 43210', 'UK', '+919876543210'],
    ['+44 7400 123456', 'US', '+447400123456'],
    ['+1 415 555 2671', 'UK', '+14155552671'],
    ['+1 415 555 2671', 'IN', '+14155552671'],
    ['+44 7400 123456', 'IN', '+447400123456'],
  ] as const)('%j, with its calling code, in %s is %s', (input, country, e164) => {
    expect(parseForeignPhone(input, country)).toBe(e164);
  });

  test.each([
    // An Indian mobile without +91 is not a USA or UK number.
    ['98765 43210', 'US'],
    ['98765 43210', 'UK'],
    // Without a calling code, a number of the other country.
    ['07400 123456', 'US'],
    // India's numbers without a calling code are the spec's rule, not the library's.
    ['98765 43210', 'IN'],
    // A calling code and digits no number has.
    ['+44 7400 12', 'IN'],
    ['+999 1234 5678', 'US'],
    // Lengths and digits no number of the country has.
    ['555 010 0101', 'US'],
    ['201 555 012', 'US'],
    ['07400 12345', 'UK'],
    ['12345', 'UK'],
    ['not a number', 'US'],
    ['+1 201 555 0123 '.repeat(4), 'US'],
  ] as const)('%j in %s is refused', (input, country) => {
    expect(parseForeignPhone(input, country)).toBeNull();
  });
});

describe('the contact form for each country', () => {
  test('USA and UK numbers are stored in E.164, and the country is not part of the stored question', () => {
    expect(contact.parse({ ...question, contact: '(201) 555-0123', country: 'US' })).toEqual({ ...question, contact: '+12015550123' });
    expect(contact.parse({ ...question, contact: '07400 123456', country: 'UK' })).toEqual({ ...question, contact: '+447400123456' });
  });

  test('a number that is not one of the chosen country gets that country’s message', () => {
    expect(contactError({ contact: '98765 43210', country: 'UK' })).toEqual({ contact: 'Invalid contact number for UK' });
    expect(contactError({ contact: '07400 123456', country: 'US' })).toEqual({ contact: 'Invalid contact number for USA' });
    expect(foreignPhoneMessages).toEqual({ US: 'Invalid contact number for USA', UK: 'Invalid contact number for UK' });
  });

  test('a full international number is accepted whatever the country, and stored in E.164 (decision 045)', () => {
    for (const country of [undefined, 'IN', 'US', 'UK']) {
      expect(contact.parse({ ...question, contact: '+1 415 555 2671', country }).contact, country).toBe('+14155552671');
      expect(contact.parse({ ...question, contact: '+44 7400 123456', country }).contact, country).toBe('+447400123456');
      expect(demo.parse({ ...demoRequest, contact: '+44 7400 123456', country }).contact, country).toBe(country === 'US' || country === 'UK' ? '+447400123456' : '+44 7400 123456');
    }
    // India's own numbers with +91 keep the spec's ten digits; a wrong international number keeps each country's message.
    expect(contact.parse({ ...question, contact: '+91 98765 43210', country: 'US' }).contact).toBe('+919876543210');
    expect(contactError({ contact: '+44 7400 12', country: 'IN' })).toEqual({ contact: 'Invalid contact number, Must be 10 digits' });
    expect(contactError({ contact: '+91 22 2345 6789', country: 'IN' })).toEqual({ contact: 'Invalid contact number, Must be 10 digits' });
    expect(contactError({ contact: '+44 7400 12', country: 'UK' })).toEqual({ contact: 'Invalid contact number for UK' });
  });

  test('India keeps the spec’s rule and message, whether the request names it or not (older clients)', () => {
    for (const country of [undefined, 'IN']) {
      expect(contact.parse({ ...question, contact: '+91 98765-43210', country })).toEqual({ ...question, contact: '9876543210' });
      expect(contactError({ contact: '(201) 555-0123', country })).toEqual({ contact: 'Invalid contact number, Must be 10 digits' });
    }
  });

  test('the phone message shows together with the other fields’ messages', () => {
    expect(contactError({ name: 'Al', contact: '12345', country: 'US' })).toEqual({ name: 'Name must be at least 3 characters long', contact: 'Invalid contact number for USA' });
  });

  test('a missing number is required in every country', () => {
    for (const country of ['IN', 'US', 'UK']) expect(contactError({ contact: '  ', country })).toEqual({ contact: 'Contact is required' });
  });

  test.each([['GB'], ['us'], ['FR'], [''], [null], [1]])('a country the picker does not offer (%j) is refused', (country) => {
    expect(contactError({ contact: '9876543210', country })).toEqual({ country: phoneCountryInvalid });
  });

  test('a browser where India is chosen checks without the phone library; one for USA assumes USA', () => {
    const india = contactRequestSchemaFor(null, 'IN');
    expect(india.parse({ ...question, contact: '98765 43210' }).contact).toBe('9876543210');
    // Without the parser a USA number, or one with a calling code, cannot be checked, so it is refused rather than let through.
    expect(india.safeParse({ ...question, contact: '(201) 555-0123', country: 'US' }).success).toBe(false);
    expect(india.safeParse({ ...question, contact: '+44 7400 123456' }).success).toBe(false);
    // The browser loads the library for USA and UK, and for India only once the number starts with +.
    expect(['98765 43210', '+91 98765 43210', ' +44 7400 123456'].map((n) => phoneLibraryNeeded('IN', n))).toEqual([false, false, true]);
    expect(phoneLibraryNeeded('US', '')).toBe(true);
    const usa = contactRequestSchemaFor(parseForeignPhone, 'US');
    expect(usa.parse({ ...question, contact: '(201) 555-0123' }).contact).toBe('+12015550123');
  });

  test('each country’s example number passes its own rule', () => {
    expect(contact.parse({ ...question, contact: phoneExamples.IN, country: 'IN' }).contact).toBe('9876543210');
    expect(contact.parse({ ...question, contact: phoneExamples.US, country: 'US' }).contact).toBe('+12015550123');
    expect(contact.parse({ ...question, contact: phoneExamples.UK, country: 'UK' }).contact).toBe('+447400123456');
  });
});

describe('the demo form for each country', () => {
  test('India’s number is only required, as the spec says, and stored as typed', () => {
    expect(demo.parse({ ...demoRequest, contact: ' 12345 ' }).contact).toBe('12345');
    expect(demo.parse({ ...demoRequest, contact: '98765 43210', country: 'IN' }).contact).toBe('98765 43210');
  });

  test('USA and UK numbers are checked and stored in E.164', () => {
    expect(demo.parse({ ...demoRequest, contact: '+1 201 555 0123', country: 'US' })).toEqual({ ...demoRequest, contact: '+12015550123' });
    expect(demo.parse({ ...demoRequest, contact: '07400 123456', country: 'UK' }).contact).toBe('+447400123456');
    const refused = demo.safeParse({ ...demoRequest, name: '', contact: '98765 43210', country: 'US' });
    expect(refused.success ? {} : firstErrorPerField(refused.error)).toEqual({ name: 'Full Name is required', contact: 'Invalid contact number for USA' });
  });

  test('the name and business-name hints are not enforced', () => {
    expect(demo.safeParse({ ...demoRequest, name: 'Al', businessname: 'Ra', contact: '9876543210' }).success).toBe(true);
    expect(demo.safeParse({ ...demoRequest, name: 'A'.repeat(26), businessname: 'B'.repeat(31), contact: '9876543210' }).success).toBe(true);
  });
});
