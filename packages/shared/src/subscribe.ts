import { z } from './zod';
import { emailSchema } from './auth';

// spec 8 "Subscribe": what the subscribe box shows.
export const subscribeToasts = {
  success: 'Subscribed Successfully!!',
  failure: 'Something went wrong!!',
} as const;

export const subscribeMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  subscribed: 'Thanks! Check your inbox to confirm your subscription.',
  alreadySubscribed: 'This address is already subscribed.',
} as const;

// spec 5: no validation before sending; decisions.md: the server validates.
export const subscribeSchema = z.object({
  email: emailSchema(subscribeMessages.emailRequired, subscribeMessages.emailInvalid),
});

export type SubscribeRequest = z.output<typeof subscribeSchema>;
