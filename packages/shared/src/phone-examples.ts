import type { PhoneCountry } from './phone';

// The example each phone field shows for the chosen country (product §13, decision 005). A module of
// its own: the pages with a phone field load it, and nothing else of the phone rules, with their form.
export const phoneExamples: Record<PhoneCountry, string> = {
  IN: '98765 43210',
  US: '(201) 555-0123',
  UK: '07400 123456',
};

/**
 * What each phone field says under it: the country it expects, and that a full international number is
 * taken in every country (docs/decisions/045-promises-and-phone-numbers.md).
 */
export const phoneFieldHints: Record<PhoneCountry, string> = {
  IN: 'An Indian mobile number, or any number with + and its country code',
  US: 'A USA number, or any number with + and its country code',
  UK: 'A UK number, or any number with + and its country code',
};
