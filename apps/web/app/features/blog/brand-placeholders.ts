import { site } from '../../config/site';
import { SENDER_ID } from '../../content/api-docs';

// product §10 and docs/decisions/022-brand-configuration.md: articles name the brand through placeholders,
// so a rename in brand/brand.json reaches every post, its front matter included.

/** What `{{brand.key}}` in a blog post's Markdown stands for. WhatsApp's own `{{1}}` stays as written. */
const blogPlaceholders: Readonly<Record<string, string>> = {
  name: site.name,
  shortName: site.shortName,
  senderId: SENDER_ID,
  apiBaseUrl: site.apiBaseUrl,
  /** The domain the site's own mail comes from, as in an SPF include. */
  mailDomain: site.emails.noReply.slice(site.emails.noReply.indexOf('@') + 1),
  ...Object.fromEntries(Object.entries(site.claims).map(([key, value]) => [`claims.${key}`, value])),
};

/** Replaces every `{{brand.key}}`; an unknown key stops the build, naming the file, so no braces reach a page. */
export function fillBrandPlaceholders(source: string, file: string, values = blogPlaceholders): string {
  return source.replace(/\{\{\s*brand\.([\w.]+)\s*\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${file}: unknown placeholder {{brand.${key}}} (known: ${Object.keys(values).map((k) => `brand.${k}`).join(', ')})`);
    return value;
  });
}
