import { z } from './zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation';
import { leadRecordShape, phoneCountrySchema, phoneRuleApplies, requiredText } from './contact';
import { DEFAULT_PHONE_COUNTRY, foreignPhoneMessages, type ForeignPhoneParser, type PhoneCountry } from './phone';

// product §5 "Demo form": every field required, messages word for word.
export const demoMessages = {
  nameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email address is invalid',
  contactRequired: 'Contact is required',
  businessnameRequired: 'Business Name is required',
  jobfunctionRequired: 'Job Function is required',
  lookingforRequired: 'lookingfor is required',
  messageRequired: 'Message is required',
  tooLong: 'This field is too long',
} as const;

// product §8 "Demo": the toasts the modal shows.
export const demoToasts = {
  success: 'Request submitted successfully.',
  invalid: 'Please fill all your information.',
  network: 'Something went wrong. Please try again.',
} as const;

/** product §5: job function has a single choice. */
export const jobFunctions = ['support'] as const;
/** product §5: the eight 'Looking for' choices, in the spec's order. */
export const lookingForOptions = [
  'SMS',
  'VOICE',
  'RCS SMS',
  'CHATBOT',
  'OTP SMS',
  'MASS MAILING',
  'WHATSAPP API',
  'WhatsApp API Integration',
] as const;

/** product §5 "Hints not enforced": shown under their fields, never validated. */
export const demoHints = {
  name: '3 to 25 characters',
  businessname: '8 to 30 characters',
  /** India's 10 digits, on the input only (the form is noValidate). */
  contactPattern: '[0-9]{10}',
} as const;

const text = (required: string, max: number) => requiredText(required).max(max, demoMessages.tooLong);

/**
 * product §5 "Demo form". India's contact is only required (its 10-digit pattern is a hint); a USA or UK
 * number must be one of that country's, or a full international number of any country, and is stored in
 * E.164 (decisions 005 and 045). `parseForeign` and
 * `country` are as for contactRequestSchemaFor.
 */
export function demoRequestSchemaFor(parseForeign: ForeignPhoneParser | null, country: PhoneCountry = DEFAULT_PHONE_COUNTRY) {
  const foreign = (chosen: PhoneCountry, contact: string) => (chosen === 'IN' ? contact : parseForeign ? parseForeign(contact, chosen) : null);
  return z
    .object({
      name: text(demoMessages.nameRequired, 100),
      email: requiredText(demoMessages.emailRequired)
        .max(EMAIL_MAX_LENGTH, demoMessages.emailInvalid)
        .regex(EMAIL_PATTERN, demoMessages.emailInvalid),
      contact: text(demoMessages.contactRequired, 20),
      businessname: text(demoMessages.businessnameRequired, 200),
      // A value outside the choices is treated as not chosen.
      jobfunction: z.enum(jobFunctions, { error: demoMessages.jobfunctionRequired }),
      lookingfor: z.enum(lookingForOptions, { error: demoMessages.lookingforRequired }),
      message: text(demoMessages.messageRequired, 5000),
      country: phoneCountrySchema(country),
    })
    .superRefine(
      (form, ctx) => {
        if (form.country !== 'IN' && foreign(form.country, form.contact) === null)
          ctx.addIssue({ code: 'custom', path: ['contact'], message: foreignPhoneMessages[form.country] });
      },
      { when: phoneRuleApplies },
    )
    .transform(({ country: chosen, ...form }) => ({ ...form, contact: foreign(chosen, form.contact) ?? form.contact }));
}

export type DemoRequestInput = z.input<ReturnType<typeof demoRequestSchemaFor>>;
export type DemoRequest = z.output<ReturnType<typeof demoRequestSchemaFor>>;

/** A stored demo request as the admin list returns it. */
export const demoRecordSchema = z.object({
  ...leadRecordShape,
  businessname: z.string(),
  jobfunction: z.enum(jobFunctions),
  lookingfor: z.enum(lookingForOptions),
  message: z.string(),
  createdAt: z.string(),
});
export type DemoRecord = z.output<typeof demoRecordSchema>;
