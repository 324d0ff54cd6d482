// docs/decisions/005-phone-numbers.md: USA and UK numbers are checked with libphonenumber-js and its full
// metadata (the small metadata checks lengths only, and would take an Indian mobile for a UK number).
// Loaded by the server at start and by a page only once a visitor has chosen USA or UK.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { storedPhone } from './contact';
import type { ForeignPhoneCountry, ForeignPhoneParser } from './phone';

const regionOf: Record<ForeignPhoneCountry, CountryCode> = { US: 'US', UK: 'GB' };
/** Longer than any number typed with its decorations: refused before the library reads it. */
const MAX_TYPED_LENGTH = 40;

/** The E.164 form of a valid number of `country` (its own calling code or none); null otherwise. */
export const parseForeignPhone: ForeignPhoneParser = (input, country) => {
  if (input.length > MAX_TYPED_LENGTH) return null;
  const region = regionOf[country];
  const parsed = parsePhoneNumberFromString(input, region);
  // A valid number of another country (+91 with UK chosen, a Canadian +1 with USA chosen) is refused:
  // the visitor said which country they are in.
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
