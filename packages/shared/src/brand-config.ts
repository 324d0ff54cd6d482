import { z } from './zod.ts';

// product §10 and docs/decisions/022-brand-configuration.md: the schema of brand/brand.json, the one
// file a company edits to launch under its own name. The build checks the file against it (scripts/
// brand-config.ts); pages import the plain JSON through ./brand.ts, so zod never reaches the browser.
// brand/brand.schema.json is generated from this schema (`npm run brand:schema`): the descriptions
// below are what an editor shows beside each field.

const text = (what: string) => z.string().trim().min(1, `${what} must not be empty`);
/** A figure the copy claims (product §9), described for the brand file's schema. */
const claim = (description: string) => text('A claim').describe(description);
const httpsUrl = z.url({ protocol: /^https$/, error: 'Must be an https:// URL' });
/** A folder inside the brand file's own folder, e.g. "assets": no absolute path, no way up. */
const folderBeside = z.string().regex(/^[\w-]+(\/[\w-]+)*$/, 'Must be a folder beside the brand file, like assets');
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a hex colour like #2450e8');
/** '+', a country code, then digits with single spaces: what people read and what tel: links keep. */
const phone = z
  .string()
  .regex(/^\+[1-9]\d{0,2}( ?\d){6,14}$/, 'Invalid phone number: write it as +<country code> <digits>, e.g. +91 99900 00101')
  .describe('International form: +, the country code, then the number; single spaces allowed between digits.');

const office = z
  .strictObject({
    label: text('The office label').describe('Heading shown above the address, e.g. "Registered office, New Delhi".'),
    lines: z.array(text('An address line')).min(1, 'Give at least one address line').describe('Address lines, shown one per line.'),
  })
  .describe('A postal address.');

export const COUNTRY_CODES = ['IN', 'US', 'UK'] as const;

const country = z.strictObject({
  code: z.enum(COUNTRY_CODES).describe('Which of the three markets this is (product §2: the country picker offers India, USA and UK).'),
  name: text('The country name').describe('Shown in the country picker, e.g. "India".'),
  salesPhone: phone.describe('Sales number for this country, shown in the header strip, contact page and legal pages.'),
  supportPhone: phone.describe('Support number for this country, shown on the contact page.'),
  office: office.describe('The office shown for this country on the contact page.'),
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  const channel = (i: number) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const INK_600 = '#475569';
/** The theme's darkest text colour (docs/decisions/003-design-tokens.md): dark buttons' text, the drawn logo's first word. */
export const INK_900 = '#0b1220';

type Step = readonly ['brand' | 'accent', string];

/**
 * The text-on-background pairs the components draw with the palette (docs/decisions/003-design-tokens.md).
 * Each must reach WCAG AA for normal text (4.5:1), so a new palette cannot make a page fail its
 * accessibility check; the first colour of each pair is the field an error names.
 */
const CONTRAST_RULES: { color: Step; against: Step | string; why: string }[] = [
  { color: ['brand', '600'], against: WHITE, why: 'white button text on it' },
  { color: ['brand', '700'], against: WHITE, why: 'it as link and label text on white' },
  { color: ['brand', '700'], against: ['brand', '50'], why: 'it as text on brand-50' },
  { color: ['brand', '50'], against: INK_600, why: 'secondary text (#475569) on it' },
  { color: ['brand', '900'], against: ['brand', '100'], why: 'brand-100 text on it' },
  { color: ['accent', '400'], against: INK_900, why: 'dark button text (#0b1220) on it' },
  { color: ['accent', '700'], against: ['accent', '100'], why: 'it as text on accent-100' },
];

const colors = z
  .strictObject({
    brand: z
      .strictObject({
        '50': hex.describe('Tinted section backgrounds.'),
        '100': hex.describe('Hover backgrounds, icon tiles.'),
        '200': hex.describe('Borders of tinted boxes.'),
        '500': hex.describe('Decorative strokes and highlights.'),
        '600': hex.describe('Primary buttons (white text on it) and focus outlines.'),
        '700': hex.describe('Links, eyebrows and text in the brand colour (on white).'),
        '900': hex.describe('Dark brand panels (white text on it).'),
      })
      .describe('The main colour scale, light (50) to dark (900).'),
    accent: z
      .strictObject({
        '100': hex.describe('Light accent backgrounds.'),
        '400': hex.describe('Accent highlights on dark panels.'),
        '500': hex.describe('Accent decorations.'),
        '600': hex.describe('Accent buttons.'),
        '700': hex.describe('Accent text on white.'),
      })
      .describe('The second colour, for highlights.'),
  })
  .superRefine((value, ctx) => {
    const pick = ([scale, step]: Step): string | undefined => (value[scale] as Record<string, string>)[step];
    for (const rule of CONTRAST_RULES) {
      const color = pick(rule.color);
      const against = typeof rule.against === 'string' ? rule.against : pick(rule.against);
      if (!color || !against) continue;
      const ratio = contrastRatio(color, against);
      if (ratio < 4.5) {
        ctx.addIssue({
          code: 'custom',
          path: [...rule.color],
          message: `Contrast too low for ${rule.why}: ${ratio.toFixed(2)}:1, needs 4.5:1`,
        });
      }
    }
  })
  .describe('The palette every page uses (the Tailwind theme\'s brand-* and accent-* colours).');

export const brandConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path of the JSON Schema that documents this file, for editors.'),
    name: text('The brand name').describe('The brand as every page, e-mail and server page writes it, e.g. "Tarang Cloud".'),
    shortName: text('The short name')
      .regex(/^[A-Za-z][A-Za-z0-9 ]*$/, 'Letters, digits and spaces only (it also makes example IDs and headers)')
      .describe('The short form used in running text ("the Tarang web panel") and in examples such as X-Tarang-Signature.'),
    url: httpsUrl
      .regex(/[^/]$/, 'Leave off the trailing slash')
      .describe('The public address of the site: canonical links, sitemap and the legal pages use it.'),
    apiBaseUrl: httpsUrl.regex(/[^/]$/, 'Leave off the trailing slash').describe('The base URL the API documentation shows, e.g. https://api.example.com/v1.'),
    assets: folderBeside
      .optional()
      .describe(
        'A folder beside this file with the files the company supplies: logo.svg (header), logo-light.svg (on dark), icon.svg (the square mark), favicon.ico, icon-192.png, icon-512.png, apple-touch-icon.png. Each replaces the one the build draws from the name and colours (docs/decisions/039-link-previews-and-brand-assets.md); leave it out to have them all drawn.',
      ),
    colors,
    emails: z
      .strictObject({
        info: z.email('Invalid e-mail address').describe('General address: header strip, footer, legal pages.'),
        sales: z.email('Invalid e-mail address').describe('Sales address: the contact page, and where the server sends new leads unless SALES_EMAIL is set.'),
        support: z.email('Invalid e-mail address').describe('Support address.'),
        noReply: z.email('Invalid e-mail address').describe('Sender of the server\'s e-mail unless MAIL_FROM is set.'),
      })
      .describe('E-mail addresses.'),
    chatAppNumber: z
      .string()
      .regex(/^[1-9]\d{7,14}$/, 'Invalid chat-app number: digits only, with the country code and no +, e.g. 919990000199')
      .describe('The chat-app (WhatsApp) number of the floating chat button, as wa.me takes it: digits only, country code first.'),
    defaultCountry: z.enum(COUNTRY_CODES).describe('The country shown before a visitor picks one.'),
    countries: z
      .array(country)
      .superRefine((list, ctx) => {
        for (const code of COUNTRY_CODES) {
          const count = list.filter((c) => c.code === code).length;
          if (count !== 1) ctx.addIssue({ code: 'custom', message: count ? `Country ${code} appears ${count} times` : `Country ${code} is missing (IN, US and UK are each needed once)` });
        }
      })
      .describe('Phone numbers and offices per country; IN, US and UK each once, in the order the picker lists them.'),
    salesOffice: office.describe('The sales office the legal pages name beside the registered office.'),
    social: z
      .array(
        z.strictObject({
          name: z.enum(['LinkedIn', 'X', 'YouTube', 'Facebook', 'Instagram']).describe('The network (it picks the icon).'),
          href: httpsUrl.describe('Your page on that network.'),
        }),
      )
      .describe('Social links in the footer, in this order.'),
    legal: z
      .strictObject({
        entity: text('The legal entity').describe('The company that provides the services, as the legal pages name it, e.g. "Tarang Cloud Communications Private Limited".'),
        governingLaw: text('The governing law').describe('Completes "These terms are governed by …", e.g. "the laws of India".'),
        courts: text('The courts').describe('The seat of the courts with jurisdiction, e.g. "New Delhi".'),
      })
      .describe('Legal facts of the privacy policy and terms.'),
    claims: z
      .strictObject({
        customers: claim('Number of customers, e.g. "3000+".'),
        outboundCalls: claim('Outbound calls placed, e.g. "3 million+".'),
        smsDelivered: claim('SMS delivered, e.g. "100 million+".'),
        support: claim('Support hours, e.g. "24/7".'),
        uptime: claim('Uptime, e.g. "99%".'),
        otpDelivery: claim('Typical OTP delivery time, e.g. "2 to 5 seconds".'),
      })
      .describe('The figures on the home page and in the copy (product §9).'),
  })
  .superRefine((value, ctx) => {
    if (!value.countries.some((c) => c.code === value.defaultCountry)) {
      ctx.addIssue({ code: 'custom', path: ['defaultCountry'], message: 'Must be one of the countries listed' });
    }
  })
  .describe('Everything that makes the site yours: name, logo, colours, contact details, legal facts and claims (docs/decisions/022-brand-configuration.md).');

export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** `countries[1].salesPhone` from zod's path array. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || '(top level)';
}

/** Validates a parsed brand file; on failure, one line naming the file, the field and the problem. */
export function checkBrandConfig(value: unknown, file: string): { ok: true; config: BrandConfig } | { ok: false; message: string } {
  const result = brandConfigSchema.safeParse(value);
  if (result.success) return { ok: true, config: result.data };
  const [first, ...rest] = result.error.issues;
  const more = rest.length ? ` (and ${rest.length} more)` : '';
  return { ok: false, message: `${file}: ${formatPath(first?.path ?? [])}: ${first?.message ?? 'Invalid'}${more}` };
}
