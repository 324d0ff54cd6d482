// product §10: the brand facts every page writes out. They come from brand/brand.json, the one file a
// company edits to launch under its own name (docs/decisions/022-brand-configuration.md); the build
// checks it. Defaults are deliberately fictitious (example.com addresses, placeholder numbers).
import { brand } from '@tarang/shared/brand';

export type CountryCode = 'IN' | 'US' | 'UK';

interface Office {
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

/**
 * Every field of brand/brand.json but the palette, which pages get as CSS (name, shortName, url, apiBaseUrl,
 * logo, emails, chatAppNumber, defaultCountry, countries, salesOffice, social, legal, claims:
 * brand/brand.schema.json documents each), plus what derives from them. Spread, not copied field by
 * field: this object is in every page's first script.
 */
export const site = {
  ...brand,
  tagline: 'Cloud communications that reach every customer, on every channel.',
  description:
    `${brand.name} is a cloud communications platform for bulk SMS, voice, OTP, RCS, WhatsApp Business messaging, chatbots and bulk e-mail, with one HTTP API and ${brand.claims.support} support.`,
} as const;

/** The contact details for a country; India when none (or an unknown one) is given. */
export function countryContact(code: CountryCode = site.defaultCountry): CountryContact {
  const found: CountryContact | undefined = site.countries.find((c) => c.code === code) ?? site.countries[0];
  if (!found) throw new Error('site.countries is empty');
  return found;
}
