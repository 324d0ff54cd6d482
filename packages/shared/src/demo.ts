import { z } from './zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation';
import { requiredText } from './contact';

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

/** product §5 "Hints not enforced": shown as hints, never validated. */
export const demoHints = {
  name: { min: 3, max: 25 },
  businessname: { min: 8, max: 30 },
  contactPattern: '[0-9]{10}',
} as const;

const text = (required: string, max: number) => requiredText(required).max(max, demoMessages.tooLong);

export const demoRequestSchema = z.object({
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
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** A stored demo request as the admin list returns it. */
export const demoRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  businessname: z.string(),
  jobfunction: z.enum(jobFunctions),
  lookingfor: z.enum(lookingForOptions),
  message: z.string(),
  createdAt: z.string(),
});
export type DemoRecord = z.output<typeof demoRecordSchema>;
