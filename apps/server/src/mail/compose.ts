import { BRAND_NAME, brand, brandColors } from '@tarang/shared/brand';
import { fieldLines } from './format';

/**
 * Every message the server sends is written once, as blocks, and rendered twice: a plain-text part and a
 * branded HTML part (docs/decisions/038-branded-mail.md). The HTML is one small layout: tables and inline
 * styles (what mail clients render alike), the brand's name as a text wordmark and its palette, no image or
 * other remote resource, every value HTML-escaped, and a dark variant for clients that ask for one.
 */

/** One field of a field list: label, value, and a link for the value (mailto:, tel:, https:). */
export type MailField = readonly [label: string, value: string, href?: string];

export type MailBlock =
  /** A paragraph; its lines stay lines. */
  | { type: 'text'; lines: string[] }
  /** A button to a link. The text part shows the link alone, so the paragraph before it says what it does. */
  | { type: 'action'; label: string; url: string }
  /** A plain link on its own line, for what is not the message's main action (unsubscribe). */
  | { type: 'link'; url: string }
  /** Labelled values under an optional title: aligned lines in text, a table in HTML. */
  | { type: 'fields'; rows: MailField[]; title?: string }
  /** Someone's own words (a visitor's message), under its label. */
  | { type: 'quote'; label: string; text: string }
  /** A heading over the blocks after it. */
  | { type: 'heading'; text: string };

export const paragraph = (...lines: string[]): MailBlock => ({ type: 'text', lines });
export const action = (label: string, url: string): MailBlock => ({ type: 'action', label, url });
export const plainLink = (url: string): MailBlock => ({ type: 'link', url });
export const fields = (rows: MailField[], title?: string): MailBlock => ({ type: 'fields', rows, ...(title === undefined ? {} : { title }) });
export const quote = (label: string, text: string): MailBlock => ({ type: 'quote', label, text });
export const heading = (text: string): MailBlock => ({ type: 'heading', text });
/** The closing line of mail to a person. */
export const signOff = (): MailBlock => paragraph(`— ${BRAND_NAME}`);

export interface MailContent {
  /** The HTML part's heading (the text part starts with the blocks: its subject says as much). */
  title: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  blocks: MailBlock[];
  /** Why the recipient gets this mail, in the HTML part's footer. */
  reason: string;
}

/** The text and HTML parts of one message. */
export function composeMail(content: MailContent): { text: string; html: string } {
  return { text: content.blocks.map(textOf).join('\n\n'), html: htmlOf(content) };
}

function textOf(block: MailBlock): string {
  switch (block.type) {
    case 'text':
      return block.lines.join('\n');
    case 'action':
    case 'link':
      return block.url;
    case 'fields':
      return underLabel(block.title, fieldLines(block.rows.map(([label, value]) => [label, value])));
    case 'quote':
      return underLabel(block.label, block.text);
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
  }
}

const underLabel = (label: string | undefined, text: string) => (label === undefined ? text : `${label}:\n${text}`);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML: safe in element content and in a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** Escaped, with line breaks kept. */
const escapeLines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** Only these schemes become links; anything else stays text. */
const LINK = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * The palette: brand colours from brand/brand.json. Every text and background pair below is one the brand
 * check already holds to WCAG AA (packages/shared/src/brand-config.ts), in both schemes: white on brand 600,
 * brand 700 on white, ink 600 on white, brand 100 and white on brand 900.
 */
const palette = {
  ink: '#0b1220',
  muted: '#475569',
  page: '#eef1f6',
  card: '#ffffff',
  rule: '#dfe3eb',
  brand: brandColors.brand['600'],
  link: brandColors.brand['700'],
  tint: brandColors.brand['50'],
  stroke: brandColors.brand['500'],
  darkCard: brandColors.brand['900'],
  darkText: '#ffffff',
  darkMuted: brandColors.brand['100'],
};

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// A webmail client shows the body inside its own page, so the message is one article named by its title
// (no landmarks of its own), in its own language even where the client's page is in another.
// Clients that honour prefers-color-scheme (Apple Mail, Outlook for Mac, iOS) take these; inline styles
// are the light scheme every other client keeps. Narrow screens stack each field's label over its value.
const STYLE = `
body { margin: 0; padding: 0; -webkit-text-size-adjust: 100%; }
a { color: ${palette.link}; }
@media (max-width: 480px) {
  .m-pad { padding-left: 18px !important; padding-right: 18px !important; }
  .m-field th, .m-field td { display: block !important; width: auto !important; padding-right: 0 !important; }
  .m-field th { border-bottom: 0 !important; padding-bottom: 2px !important; }
  .m-field td { padding-top: 0 !important; }
}
@media (prefers-color-scheme: dark) {
  .m-page { background: ${palette.ink} !important; }
  .m-card { background: ${palette.darkCard} !important; border-color: ${palette.darkCard} !important; }
  .m-text { color: ${palette.darkText} !important; }
  .m-muted { color: ${palette.darkMuted} !important; }
  .m-link { color: ${palette.darkMuted} !important; }
  .m-quote { background: ${palette.darkCard} !important; border-color: ${palette.stroke} !important; }
  .m-rule { border-color: ${palette.stroke} !important; }
}`;

function htmlOf(content: MailContent): string {
  const body = content.blocks.map(htmlBlock).join('\n');
  const site = brand.url.replace(/^https?:\/\//, '');
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.title)}</title>
<style>${STYLE}
</style>
</head>
<body class="m-page" style="margin:0;padding:0;background:${palette.page};">
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(content.title)}" lang="en" dir="ltr">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;" aria-hidden="true">${escapeHtml(content.preview)}</div>
<table role="presentation" class="m-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${palette.page};">
<tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td class="m-pad" style="background:${palette.brand};border-radius:12px 12px 0 0;padding:18px 28px;font-family:${FONT};font-size:20px;line-height:1.2;font-weight:700;letter-spacing:0.2px;color:#ffffff;">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td class="m-card m-pad" style="background:${palette.card};border:1px solid ${palette.rule};border-top:0;border-radius:0 0 12px 12px;padding:24px 28px 28px;font-family:${FONT};font-size:16px;line-height:1.55;color:${palette.ink};">
<h1 class="m-text" style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:${palette.ink};">${escapeHtml(content.title)}</h1>
${body}
</td></tr>
<tr><td class="m-muted m-pad" style="padding:16px 28px;font-family:${FONT};font-size:13px;line-height:1.5;color:${palette.muted};">${escapeHtml(content.reason)}<br>${link(brand.url, site, 'm-muted')}</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;
}

function link(href: string, text: string, className = 'm-link'): string {
  if (!LINK.test(href)) return escapeHtml(text);
  return `<a class="${className}" href="${escapeHtml(href)}" style="color:${className === 'm-muted' ? palette.muted : palette.link};text-decoration:underline;word-break:break-word;">${escapeHtml(text)}</a>`;
}

const P = `margin:0 0 16px;`;

/** The small label over a quote or a titled field list. */
const label = (text: string) => `<p class="m-muted" style="margin:0 0 6px;font-size:14px;font-weight:600;color:${palette.muted};">${escapeHtml(text)}</p>`;

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'text':
      return `<p class="m-text" style="${P}color:${palette.ink};">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'action':
      // The button is a link styled as one (no image), with the address under it for clients that hide buttons.
      if (!LINK.test(block.url)) return `<p class="m-text" style="${P}">${escapeHtml(block.url)}</p>`;
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 8px;"><tr><td style="border-radius:8px;background:${palette.brand};">`,
        `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:${palette.brand};color:#ffffff;font-weight:700;font-size:16px;line-height:1.2;text-decoration:none;">${escapeHtml(block.label)}</a>`,
        `</td></tr></table>`,
        `<p class="m-muted" style="${P}font-size:13px;line-height:1.5;color:${palette.muted};word-break:break-all;">${link(block.url, block.url, 'm-muted')}</p>`,
      ].join('\n');
    case 'link':
      return `<p class="m-text" style="${P}font-size:14px;line-height:1.5;word-break:break-all;">${link(block.url, block.url)}</p>`;
    case 'fields':
      return [
        ...(block.title === undefined ? [] : [label(block.title)]),
        `<table class="m-field" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">`,
        ...block.rows.map(
          ([label, value, href]) =>
            `<tr><th scope="row" class="m-muted m-rule" align="left" valign="top" style="width:34%;padding:8px 12px 8px 0;border-bottom:1px solid ${palette.rule};font-weight:600;font-size:14px;color:${palette.muted};text-align:left;">${escapeHtml(label)}</th>` +
            `<td class="m-text m-rule" valign="top" style="padding:8px 0;border-bottom:1px solid ${palette.rule};font-size:15px;color:${palette.ink};word-break:break-word;">${href ? link(href, value) : escapeLines(value)}</td></tr>`,
        ),
        `</table>`,
      ].join('\n');
    case 'quote':
      return [
        label(block.label),
        `<div class="m-quote m-text" style="${P}padding:12px 16px;background:${palette.tint};border-left:4px solid ${palette.stroke};border-radius:4px;color:${palette.ink};word-break:break-word;">${escapeLines(block.text)}</div>`,
      ].join('\n');
    case 'heading':
      return `<h2 class="m-text" style="margin:24px 0 8px;font-size:17px;line-height:1.35;font-weight:700;color:${palette.ink};">${escapeHtml(block.text)}</h2>`;
  }
}
