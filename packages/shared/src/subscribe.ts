import { z } from './zod';
import { emailSchema } from './auth';

// product §8 "Subscribe": what the subscribe box shows.
export const subscribeToasts = {
  success: 'Subscribed Successfully!!',
  failure: 'Something went wrong!!',
} as const;

export const subscribeMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  // docs/decisions/030: one answer whatever the address's state, so the form reveals nobody's subscription.
  subscribed: 'Thanks! If this address still needs to confirm, a confirmation e-mail is on its way.',
} as const;

// product §5: no validation before sending; product §13: the server validates.
export const subscribeSchema = z.object({
  email: emailSchema(subscribeMessages.emailRequired, subscribeMessages.emailInvalid),
});

export type SubscribeRequest = z.output<typeof subscribeSchema>;

// The links in the e-mails are opened by people (and by mail scanners): any token value is read, never
// refused with a JSON error; a missing or malformed one gets the 'not valid' page.
export const subscriberTokenQuerySchema = z.object({ token: z.string().max(200).optional().catch(undefined) });
