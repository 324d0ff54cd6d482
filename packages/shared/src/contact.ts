import { z } from './zod';
import { DEFAULT_PHONE_COUNTRY, foreignPhoneMessages, phoneCountries, phoneCountryInvalid, phoneLibraryNeeded, type ForeignPhoneParser, type PhoneCountry } from './phone';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './validation';

// product §5 "Contact question form" and 9: the messages are requirements word for word,
// including the original's typos ('Quesion', 'atleast').
export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters long',
  nameTooLong: 'Name must be at most 100 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  contactRequired: 'Contact is required',
  contactInvalid: 'Invalid contact number, Must be 10 digits',
  questionRequired: 'Question is required',
  questionTooShort: 'Quesion must be atleast 10 characters long',
  questionTooLong: 'Question must be at most 5000 characters long',
} as const;

export const CONTACT_NAME_MIN = 3;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_QUESTION_MIN = 10;
export const CONTACT_QUESTION_MAX = 5000;
/** product §9: 10 digits starting 6-9 (an Indian mobile number). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * People type phone numbers with spaces, dashes, brackets and a +91 country code.
 * We accept those decorations and keep the 10 significant digits; anything else
 * must still be exactly 10 digits starting 6-9 (docs/decisions/005-phone-numbers.md).
 */
export function normalizeIndianMobile(input: string): string {
  const compact = input.replace(/[\s\-().]/g, '');
  return compact.startsWith('+91') ? compact.slice(3) : compact;
}

/** Required-then-rule string: an absent, non-string or blank value gets the required message. */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

export const contactEmailSchema = (required: string, invalid: string) =>
  requiredText(required).max(EMAIL_MAX_LENGTH, invalid).regex(EMAIL_PATTERN, invalid);

/**
 * A typed number as it is stored for `country`: India's 10 digits (decision 005; with +91 too), the
 * E.164 form for USA and UK and for any full international number, whatever the country
 * (docs/decisions/045-promises-and-phone-numbers.md); null when it is none of these (or no parser is at
 * hand to read it).
 */
export function storedPhone(country: PhoneCountry, input: string, parseForeign: ForeignPhoneParser | null): string | null {
  if (country === 'IN') {
    const digits = normalizeIndianMobile(input);
    if (INDIAN_MOBILE_PATTERN.test(digits)) return digits;
    // India's own numbers, +91 or none, are the spec's rule alone; another country's calling code is read by the library.
    if (!phoneLibraryNeeded('IN', input)) return null;
  }
  return parseForeign ? parseForeign(input, country) : null;
}

/**
 * The phone library's parser when a browser needs it (phoneLibraryNeeded in phone.ts), loaded only then,
 * so no page's first load carries it (decision 005). The server imports it statically.
 */
export function loadPhoneParser(needed: boolean): Promise<ForeignPhoneParser | null> {
  return needed ? import('./foreign-phone').then((m) => m.parseForeignPhone) : Promise.resolve(null);
}

/** The message under the phone field for a number the chosen country refuses. */
export const phoneInvalidMessage = (country: PhoneCountry, india: string) => (country === 'IN' ? india : foreignPhoneMessages[country]);

/** The country a form was sent from; a request without one (a client older than the picker's rule) is India's. */
export const phoneCountrySchema = (fallback: PhoneCountry) => z.enum(phoneCountries, { error: phoneCountryInvalid }).default(fallback);

/**
 * The phone rule needs the country, so it runs on the whole form, and only once the contact and
 * country fields are themselves well-formed: then every field's message still shows at once.
 */
export const phoneRuleApplies = (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
  !payload.issues.some((issue) => {
    const key = issue.path?.[0];
    return key === undefined || key === 'contact' || key === 'country';
  });

/**
 * product §5 "Contact question form". `parseForeign` checks USA and UK numbers (foreign-phone.ts; null in
 * a browser where India is chosen, so the phone library is not loaded); `country` is the one assumed
 * when the request names none. The answer leaves the country out: the stored number says it (decision 005).
 */
export function contactRequestSchemaFor(parseForeign: ForeignPhoneParser | null, country: PhoneCountry = DEFAULT_PHONE_COUNTRY) {
  return z
    .object({
      name: requiredText(contactMessages.nameRequired)
        .min(CONTACT_NAME_MIN, contactMessages.nameTooShort)
        .max(CONTACT_NAME_MAX, contactMessages.nameTooLong),
      email: contactEmailSchema(contactMessages.emailRequired, contactMessages.emailInvalid),
      contact: requiredText(contactMessages.contactRequired),
      question: requiredText(contactMessages.questionRequired)
        .min(CONTACT_QUESTION_MIN, contactMessages.questionTooShort)
        .max(CONTACT_QUESTION_MAX, contactMessages.questionTooLong),
      country: phoneCountrySchema(country),
    })
    .superRefine(
      (form, ctx) => {
        if (storedPhone(form.country, form.contact, parseForeign) === null)
          ctx.addIssue({ code: 'custom', path: ['contact'], message: phoneInvalidMessage(form.country, contactMessages.contactInvalid) });
      },
      { when: phoneRuleApplies },
    )
    .transform(({ country: chosen, ...form }) => ({ ...form, contact: storedPhone(chosen, form.contact, parseForeign) ?? form.contact }));
}

/** The contact form's rules in a browser where `country` is chosen, with the phone library when `withLibrary`. */
export const contactSchemaIn = async (country: PhoneCountry, withLibrary: boolean) => contactRequestSchemaFor(await loadPhoneParser(withLibrary), country);

export type ContactRequestInput = z.input<ReturnType<typeof contactRequestSchemaFor>>;
export type ContactRequest = z.output<ReturnType<typeof contactRequestSchemaFor>>;

/** The fields a stored lead of either form (contact question, demo request) answers first: its id and who sent it. */
export const leadRecordShape = { id: z.number().int(), name: z.string(), email: z.string(), contact: z.string() };

/** A stored contact question as the API returns it. */
export const contactRecordSchema = z.object({
  ...leadRecordShape,
  question: z.string(),
  createdAt: z.string(),
});
export type ContactRecord = z.output<typeof contactRecordSchema>;
