import { describe, expect, test } from 'vitest';
import { contactMessages as m, contactRequestSchemaFor, normalizeIndianMobile } from './contact';
import { parseForeignPhone } from './foreign-phone';
import { firstErrorPerField } from './validation';

// The server's schema: a request without a country is India's (country rules: phone.test.ts).
const contactRequestSchema = contactRequestSchemaFor(parseForeignPhone);

const valid = { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210', question: 'How fast is OTP delivery?' };

function errorsFor(input: Record<string, unknown>) {
  const result = contactRequestSchema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error);
}

describe('contact schema', () => {
  test('a complete question passes and is trimmed', () => {
    const result = contactRequestSchema.parse({ ...valid, name: '  Asha Rao  ', question: ` ${valid.question} ` });
    expect(result).toEqual(valid);
  });

  test('an empty form gets every required message at once', () => {
    expect(errorsFor({})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      contact: m.contactRequired,
      question: m.questionRequired,
    });
  });

  test('blank and non-string values count as missing', () => {
    expect(errorsFor({ name: '   ', email: 42, contact: null, question: ['x'] })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      contact: 'Contact is required',
      question: 'Question is required',
    });
  });

  test('a name needs at least 3 characters after trimming', () => {
    expect(errorsFor({ ...valid, name: 'Al' }).name).toBe('Name must be at least 3 characters long');
    expect(errorsFor({ ...valid, name: ' Al ' }).name).toBe('Name must be at least 3 characters long');
    expect(errorsFor({ ...valid, name: 'Ali' }).name).toBeUndefined();
    expect(errorsFor({ ...valid, name: 'x'.repeat(100) }).name).toBeUndefined();
    expect(errorsFor({ ...valid, name: 'x'.repeat(101) }).name).toBe(m.nameTooLong);
  });

  test.each([
    ['asha@example.com', undefined],
    ['a.b+tag@mail.example.co.in', undefined],
    ['  asha@example.com  ', undefined],
    ['asha', 'Invalid email format'],
    ['asha@', 'Invalid email format'],
    ['@example.com', 'Invalid email format'],
    ['asha@example', 'Invalid email format'],
    ['asha@@example.com', 'Invalid email format'],
    ['asha @example.com', 'Invalid email format'],
    ['asha@example..com', 'Invalid email format'],
    [`${'a'.repeat(250)}@x.io`, 'Invalid email format'],
  ])('email %j gives %j', (email, expected) => {
    expect(errorsFor({ ...valid, email }).email).toBe(expected);
  });

  test.each([
    ['9876543210', undefined],
    ['6000000000', undefined],
    ['5999999999', 'Invalid contact number, Must be 10 digits'],
    ['987654321', 'Invalid contact number, Must be 10 digits'],
    ['98765432101', 'Invalid contact number, Must be 10 digits'],
    ['98765 43210', undefined],
    ['+91 98765 43210', undefined],
    ['+919876543210', undefined],
    ['+91-98765-43210', undefined],
    ['+91 5876543210', 'Invalid contact number, Must be 10 digits'],
    ['919876543210', 'Invalid contact number, Must be 10 digits'],
    ['98765abcde', 'Invalid contact number, Must be 10 digits'],
    ['+1 555 010 0101', 'Invalid contact number, Must be 10 digits'],
  ])('contact %j gives %j', (contact, expected) => {
    expect(errorsFor({ ...valid, contact }).contact).toBe(expected);
  });

  test('a valid contact is stored as its 10 digits', () => {
    expect(contactRequestSchema.parse({ ...valid, contact: '+91 98765-43210' }).contact).toBe('9876543210');
    expect(normalizeIndianMobile(' (98765) 43210 ')).toBe('9876543210');
  });

  test('a question needs at least 10 characters (the spec keeps its typo)', () => {
    expect(errorsFor({ ...valid, question: '123456789' }).question).toBe('Quesion must be atleast 10 characters long');
    expect(errorsFor({ ...valid, question: '1234567890' }).question).toBeUndefined();
    expect(errorsFor({ ...valid, question: '   12345678   ' }).question).toBe(m.questionTooShort);
    expect(errorsFor({ ...valid, question: 'q'.repeat(5001) }).question).toBe(m.questionTooLong);
  });

  test('unknown fields are dropped', () => {
    expect(contactRequestSchema.parse({ ...valid, admin: true })).not.toHaveProperty('admin');
  });
});
