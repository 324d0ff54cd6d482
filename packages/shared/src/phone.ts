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
 * Reads a typed number with the phone library: one written with its calling code ('+44 7400 123456') is
 * read as that country's number whatever `country` is (docs/decisions/045-promises-and-phone-numbers.md);
 * one without is read as a number of `country`, USA or UK (India's is the spec's rule, contact.ts). Its
 * E.164 form ('+447400123456'), or null when it is not a valid number. foreign-phone.ts implements it
 * with libphonenumber-js; a browser loads that only when phoneLibraryNeeded says so.
 */
export type ForeignPhoneParser = (input: string, country: PhoneCountry) => string | null;

/** A number written with its calling code: read as a full international number in every country. */
export const hasCallingCode = (contact: string) => contact.trimStart().startsWith('+');

/**
 * Whether checking `contact` for `country` needs the phone library: always for USA and UK; for India only
 * for a number written with another country's calling code, since India's own numbers (with or without
 * +91) follow the spec's rule (decision 005), so a visitor typing an Indian number never loads it.
 */
export const phoneLibraryNeeded = (country: PhoneCountry, contact: string) =>
  country !== 'IN' || (hasCallingCode(contact) && !contact.replace(/[\s\-().]/g, '').startsWith('+91'));
