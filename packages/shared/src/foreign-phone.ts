// docs/decisions/005-phone-numbers.md: USA and UK numbers are checked with libphonenumber-js and its full
// metadata (the small metadata checks lengths only, and would take an Indian mobile for a UK number).
// Loaded by the server at start and by a page only once a visitor has chosen USA or UK.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
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
