import { z } from './zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation';

// product §5 "Contact question form" and 9: the messages are requirements word for word,
// including the original's typos ('Quesion', 'atleast').
export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters long',
  nameTooLong: 'Name must be at most 100 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  contactRequired: 'Contact is required',
  contactInvalid: 'Invalid contact number, Must be 10 digits',
  questionRequired: 'Question is required',
  questionTooShort: 'Quesion must be atleast 10 characters long',
  questionTooLong: 'Question must be at most 5000 characters long',
} as const;

export const CONTACT_NAME_MIN = 3;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_QUESTION_MIN = 10;
export const CONTACT_QUESTION_MAX = 5000;
/** product §9: 10 digits starting 6-9 (an Indian mobile number). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * People type phone numbers with spaces, dashes, brackets and a +91 country code.
 * We accept those decorations and keep the 10 significant digits; anything else
 * must still be exactly 10 digits starting 6-9 (docs/decisions/005-phone-numbers.md).
 */
export function normalizeIndianMobile(input: string): string {
  const compact = input.replace(/[\s\-().]/g, '');
  return compact.startsWith('+91') ? compact.slice(3) : compact;
}

/** Required-then-rule string: an absent, non-string or blank value gets the required message. */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

export const contactEmailSchema = (required: string, invalid: string) =>
  requiredText(required).max(EMAIL_MAX_LENGTH, invalid).regex(EMAIL_PATTERN, invalid);

export const indianMobileSchema = (required: string, invalid: string) =>
  requiredText(required).transform(normalizeIndianMobile).pipe(z.string().regex(INDIAN_MOBILE_PATTERN, invalid));

export const contactRequestSchema = z.object({
  name: requiredText(contactMessages.nameRequired)
    .min(CONTACT_NAME_MIN, contactMessages.nameTooShort)
    .max(CONTACT_NAME_MAX, contactMessages.nameTooLong),
  email: contactEmailSchema(contactMessages.emailRequired, contactMessages.emailInvalid),
  contact: indianMobileSchema(contactMessages.contactRequired, contactMessages.contactInvalid),
  question: requiredText(contactMessages.questionRequired)
    .min(CONTACT_QUESTION_MIN, contactMessages.questionTooShort)
    .max(CONTACT_QUESTION_MAX, contactMessages.questionTooLong),
});

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** A stored contact question as the API returns it. */
export const contactRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  question: z.string(),
  createdAt: z.string(),
});
export type ContactRecord = z.output<typeof contactRecordSchema>;
