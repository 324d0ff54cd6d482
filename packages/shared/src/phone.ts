// The phone rule of the contact and demo forms for each country the site's picker offers
// (product §5, docs/decisions/005-phone-numbers.md). Without zod and without the phone-number library,
// so a page can show the chosen country's example and messages without loading either.

/** The countries of the picker (product §13); India when a request names none. */
export const phoneCountries = ['IN', 'US', 'UK'] as const;
export type PhoneCountry = (typeof phoneCountries)[number];
export type ForeignPhoneCountry = Exclude<PhoneCountry, 'IN'>;
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'IN';

/**
 * product §5: a number that is not one of the chosen country's. India keeps the spec's own message
 * ('Invalid contact number, Must be 10 digits', contact.ts); the demo form has no number rule for India.
 */
export const foreignPhoneMessages: Record<ForeignPhoneCountry, string> = {
  US: 'Invalid contact number for USA',
  UK: 'Invalid contact number for UK',
};
/** A request naming a country the picker does not offer (only a hand-made request can). */
export const phoneCountryInvalid = 'Choose India, USA or UK';

/**
 * Reads a number typed for a USA or UK visitor: its E.164 form ('+12015550123'), or null when it is not
 * a valid number of that country. foreign-phone.ts implements it with libphonenumber-js; the browser
 * loads that only once a visitor has chosen USA or UK.
 */
export type ForeignPhoneParser = (input: string, country: ForeignPhoneCountry) => string | null;
