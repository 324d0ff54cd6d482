// product §10: every brand fact lives here, the brand name in @tarang/shared/brand (the server writes
// it in mail and pages too). Defaults are deliberately fictitious (example.com addresses, placeholder numbers).
import { BRAND_NAME } from '@tarang/shared/brand';

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
  name: BRAND_NAME,
  shortName: 'Tarang',
  tagline: 'Cloud communications that reach every customer, on every channel.',
  description:
    `${BRAND_NAME} is a cloud communications platform for bulk SMS, voice, OTP, RCS, WhatsApp Business messaging, chatbots and bulk e-mail, with one HTTP API and 24/7 support.`,
  url: 'https://www.tarang.example.com',
  emails: {
    info: 'info@tarang.example.com',
    sales: 'sales@tarang.example.com',
    support: 'support@tarang.example.com',
  },
  /** Chat-app (WhatsApp) number for the floating chat link: wa.me takes digits only. */
  chatAppNumber: '919990000199',
  defaultCountry: 'IN' as CountryCode,
  countries: [
    {
      code: 'IN',
      name: 'India',
      salesPhone: '+91 99900 00101',
      supportPhone: '+91 99900 00102',
      office: {
        label: 'Registered office, New Delhi',
        lines: ['4th Floor, Example Towers, Connaught Place', 'New Delhi 110001, India'],
      },
    },
    {
      code: 'US',
      name: 'USA',
      salesPhone: '+1 555 010 0101',
      supportPhone: '+1 555 010 0102',
      office: {
        label: 'US office, Austin',
        lines: ['Suite 500, 100 Example Avenue', 'Austin, TX 78701, USA'],
      },
    },
    {
      code: 'UK',
      name: 'UK',
      salesPhone: '+44 20 7946 0101',
      supportPhone: '+44 20 7946 0102',
      office: {
        label: 'UK office, London',
        lines: ['Floor 3, 10 Example Street', 'London EC2A 4NE, United Kingdom'],
      },
    },
  ] satisfies CountryContact[],
  /** The Noida sales office appears on the legal pages (product §2, Legal pages). */
  salesOffice: {
    label: 'Sales office, Noida',
    lines: ['Tower B, Example Business Park, Sector 62', 'Noida, Uttar Pradesh 201309, India'],
  } satisfies Office,
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/tarang-cloud-example' },
    { name: 'X', href: 'https://x.com/tarangcloud_example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@tarangcloud-example' },
    { name: 'Facebook', href: 'https://www.facebook.com/tarangcloud.example' },
  ],
  claims: {
    customers: '3000+',
    outboundCalls: '3 million+',
    smsDelivered: '100 million+',
    support: '24/7',
    uptime: '99%',
    otpDelivery: '2 to 5 seconds',
  },
} as const;

/** The contact details for a country; India when none (or an unknown one) is given. */
export function countryContact(code: CountryCode = site.defaultCountry): CountryContact {
  const found: CountryContact | undefined = site.countries.find((c) => c.code === code) ?? site.countries[0];
  if (!found) throw new Error('site.countries is empty');
  return found;
}
