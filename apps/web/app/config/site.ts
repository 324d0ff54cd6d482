// product §10: the brand facts every page writes out. They come from brand/brand.json, the one file a
// company edits to launch under its own name (docs/decisions/022-brand-configuration.md); the build
// checks it. Defaults are deliberately fictitious (example.com addresses, placeholder numbers).
import { brand } from '@tarang/shared/brand';

export type CountryCode = 'IN' | 'US' | 'UK';

export interface Office {
  label: string;
  lines: string[];
}

export interface CountryContact {
  code: CountryCode;
  name: string;
  /** Shown in the picker, e.g. "India". */
  salesPhone: string;
  supportPhone: string;
  office: Office;
}

/** Digits-only form for tel: links, e.g. "+919990000101". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const site = {
  name: brand.name,
  shortName: brand.shortName,
  /** The six-letter SMS header the examples use (DLT headers are six letters), e.g. TARANG. */
  senderId: brand.shortName.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 6),
  tagline: 'Cloud communications that reach every customer, on every channel.',
  description:
    `${brand.name} is a cloud communications platform for bulk SMS, voice, OTP, RCS, WhatsApp Business messaging, chatbots and bulk e-mail, with one HTTP API and ${brand.claims.support} support.`,
  url: brand.url,
  /** The base URL the API documentation shows. */
  apiBaseUrl: brand.apiBaseUrl,
  /** Logo files under public/ and their intrinsic size. */
  logo: brand.logo,
  /** The palette; pages use it through the theme's classes, this is for the few places CSS cannot reach. */
  colors: brand.colors,
  emails: brand.emails,
  /** Chat-app (WhatsApp) number for the floating chat link: wa.me takes digits only. */
  chatAppNumber: brand.chatAppNumber,
  defaultCountry: brand.defaultCountry as CountryCode,
  countries: brand.countries satisfies CountryContact[],
  /** The sales office appears on the legal pages beside the registered office (product §2, Legal pages). */
  salesOffice: brand.salesOffice satisfies Office,
  social: brand.social,
  /** The legal entity, governing law and courts of the privacy policy and terms. */
  legal: brand.legal,
  claims: brand.claims,
} as const;

/** The contact details for a country; India when none (or an unknown one) is given. */
export function countryContact(code: CountryCode = site.defaultCountry): CountryContact {
  const found: CountryContact | undefined = site.countries.find((c) => c.code === code) ?? site.countries[0];
  if (!found) throw new Error('site.countries is empty');
  return found;
}
