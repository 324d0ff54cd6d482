// The site search (docs/product.md §15, docs/decisions/035-message-tools-and-search.md): one MiniSearch
// index over every public page, the API docs, help answers, blog posts and service pages, built at build time
// (routes/search-index-json.ts) and loaded by the browser only when a visitor opens the search.
import MiniSearch, { type Options, type SearchResult as MiniResult } from 'minisearch';

export type SearchSection = 'Pages' | 'API docs' | 'Help' | 'Blog' | 'Services' | 'Tools';

export interface SearchDocument {
  /** Unique across the site: the page's path and hash. */
  id: string;
  title: string;
  section: SearchSection;
  /** Where the result leads: a path, with a query and hash when it names a part of a page. */
  url: string;
  /** Everything searchable beyond the title (not stored in the index the browser loads). */
  text: string;
  /** What a result shows under its title. */
  snippet: string;
}

export type SearchHit = Pick<SearchDocument, 'id' | 'title' | 'section' | 'url' | 'snippet'>;

/** One set of options for the build and the browser: MiniSearch needs the same to load what it saved. */
const options: Options<SearchDocument> = {
  fields: ['title', 'text'],
  storeFields: ['title', 'section', 'url', 'snippet'],
  searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2 },
};

/** The index as the JSON file the browser fetches. */
export function buildSearchIndex(documents: readonly SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll(documents);
  return JSON.stringify(index);
}

/** A search of the whole site, or of one section (the help center searches its answers only). */
export type SiteSearch = (query: string, section?: SearchSection) => SearchHit[];

/** The search over a built index: every word must match (a prefix, or one letter off in five); best first. */
export function loadSearchIndex(json: string, limit = 20): SiteSearch {
  const index = MiniSearch.loadJSON<SearchDocument>(json, options);
  return (query, section) => {
    const q = query.trim();
    if (!q) return [];
    const filter = section ? (r: MiniResult) => r.section === section : undefined;
    let found: MiniResult[] = index.search(q, { combineWith: 'AND', filter });
    // No page has every word: offer those with the most of them rather than nothing.
    if (found.length === 0) found = index.search(q, { filter });
    return found.slice(0, limit).map((r) => ({ id: r.id as string, title: r.title, section: r.section, url: r.url, snippet: r.snippet }));
  };
}

/** Plain text of a snippet: at most `max` characters, cut at a word. */
export function snippetOf(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}
