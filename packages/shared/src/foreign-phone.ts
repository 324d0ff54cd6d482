// docs/decisions/005-phone-numbers.md: USA and UK numbers are checked with libphonenumber-js and its full
// metadata (the small metadata checks lengths only, and would take an Indian mobile for a UK number).
// Loaded by the server at start and by a page only once a visitor has chosen USA or UK.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { storedPhone } from './contact';
import { hasCallingCode, type ForeignPhoneCountry, type ForeignPhoneParser } from './phone';

const regionOf: Record<ForeignPhoneCountry, CountryCode> = { US: 'US', UK: 'GB' };
/** Longer than any number typed with its decorations: refused before the library reads it. */
const MAX_TYPED_LENGTH = 40;

/**
 * The E.164 form of a valid number written with its calling code (any country: a visitor abroad, or one
 * whose number is not of the country they chose, docs/decisions/045-promises-and-phone-numbers.md), or of
 * a valid number of `country` written without one; null otherwise.
 */
export const parseForeignPhone: ForeignPhoneParser = (input, country) => {
  if (input.length > MAX_TYPED_LENGTH) return null;
  if (hasCallingCode(input)) {
    const parsed = parsePhoneNumberFromString(input);
    return parsed?.isValid() ? parsed.number : null;
  }
  // India's numbers without a calling code follow the spec's rule (contact.ts), not the library.
  if (country === 'IN') return null;
  const region = regionOf[country];
  const parsed = parsePhoneNumberFromString(input, region);
  // Without a calling code the number is read in the chosen country only: a '1 (204) …' Canadian number
  // with USA chosen is refused (typed with +1 it is accepted as a full international number).
  return parsed?.isValid() && parsed.country === region ? parsed.number : null;
};

/**
 * A lead's stored number in E.164 ('+919876543210', '+447400123456') for exports, webhooks and the admin
 * API (docs/decisions/040-phone-numbers-in-e164.md); null when it cannot be read as one valid number.
 * The country it was typed for is not stored (decision 005), so the number says it: one written with its
 * calling code is that country's, checked by the library; one without is India's, read by the contact
 * form's rule (ten digits starting 6-9, decorations left out), so a demo request's number typed
 * freely for India reads as the contact form would have stored it, or not at all.
 */
export function phoneE164(stored: string): string | null {
  if (stored.length > MAX_TYPED_LENGTH) return null;
  if (!stored.trimStart().startsWith('+')) {
    const digits = storedPhone('IN', stored, null);
    return digits === null ? null : `+91${digits}`;
  }
  const parsed = parsePhoneNumberFromString(stored);
  return parsed?.isValid() ? parsed.number : null;
}
