import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

// The one Markdown renderer of posts and help answers (docs/decisions/051-content-studio.md): the public
// pages and the editor's preview both call renderMarkdown, so what an admin previews is what is published.
// An admin's Markdown may hold raw HTML; the sanitiser keeps only the tags and attributes articles use, so no
// script, event handler, javascript: link, frame or inline style reaches a page and the CSP holds.

function headingId(value: string): string {
  return value
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const marked = new Marked({ gfm: true });
marked.use({
  renderer: {
    // Section headings get ids, so a shared link can point at a section.
    heading(this: { parser: { parseInline(tokens: Tokens.Heading['tokens']): string } }, token: Tokens.Heading) {
      const inner = this.parser.parseInline(token.tokens);
      return `<h${token.depth} id="${headingId(token.text)}">${inner}</h${token.depth}>\n`;
    },
  },
});

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    ...Object.fromEntries(headings.map((h) => [h, ['id']])),
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // An image in an article loads when it nears the screen, so it never slows the page's first paint.
  transformTags: { img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }) },
};

/**
 * Wide tables and code blocks scroll sideways on a phone; a focusable box lets a keyboard scroll
 * them. Each table's box is a region named after the section it sits in, so the names are unique.
 */
function makeScrollable(html: string): string {
  const used = new Map<string, number>();
  let heading = 'Table';
  const withTables = html.replace(/<h[23][^>]*>([\s\S]*?)<\/h[23]>|<table>/g, (match, headingHtml: string | undefined) => {
    if (headingHtml !== undefined) {
      heading = headingHtml.replace(/<[^>]+>/g, '').trim() || heading;
      return match;
    }
    const n = (used.get(heading) ?? 0) + 1;
    used.set(heading, n);
    const label = `${n > 1 ? `${heading} (${n})` : heading}: table`.replace(/"/g, '&quot;');
    return `<div class="md-scroll" role="region" aria-label="${label}" tabindex="0"><table>`;
  });
  return withTables.replace(/<\/table>/g, '</table></div>').replace(/<pre>/g, '<pre tabindex="0">');
}

/** An entry's Markdown as the sanitised HTML its page shows. */
export function renderMarkdown(markdown: string): string {
  // The sanitiser runs on the parser's output and the scroll boxes are added after it: they are the renderer's own markup.
  return makeScrollable(sanitizeHtml(marked.parse(markdown, { async: false }), sanitizeOptions));
}

/** Minutes to read the text at about 220 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>|[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
