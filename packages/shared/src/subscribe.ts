import { z } from './zod';
import { emailSchema } from './auth';
import { consentSchema } from './privacy';

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
// The site's form also sends the consent it showed (docs/decisions/031-privacy-retention-erasure.md); an
// unknown wording version is refused. A caller of the original API that sends none records no wording.
export const subscribeSchema = z.object({
  email: emailSchema(subscribeMessages.emailRequired, subscribeMessages.emailInvalid),
  consent: consentSchema.optional(),
});

export type SubscribeRequest = z.output<typeof subscribeSchema>;

// The links in the e-mails are opened by people (and by mail scanners): any token value is read, never
// refused with a JSON error; a missing or malformed one gets the 'not valid' page.
export const subscriberTokenQuerySchema = z.object({ token: z.string().max(200).optional().catch(undefined) });
