// The site search's library and index, fetched together once a page, when a visitor first searches: by
// the header's dialog and by the help center's box (docs/decisions/035-message-tools-and-search.md).
import type { SearchHit, SiteSearch } from './search-index';

/** Where the site search sends a help answer, and back: the help center opens it in place. */
export const helpAnswerUrl = (articleId: string) => `/help-center#${articleId}`;
export const helpAnswerIds = (hits: readonly SearchHit[]): string[] =>
  hits.flatMap((h) => (h.section === 'Help' && h.url.startsWith(helpAnswerUrl('')) ? [h.url.slice(helpAnswerUrl('').length)] : []));

let loading: Promise<SiteSearch> | undefined;

export function loadSearch(): Promise<SiteSearch> {
  loading ??= Promise.all([
    import('./search-index'),
    fetch('/search-index.json').then((r) => {
      if (!r.ok) throw new Error(`search index: ${r.status}`);
      return r.text();
    }),
  ]).then(([{ loadSearchIndex }, json]) => loadSearchIndex(json));
  // A failed load (offline) is tried again the next time a visitor searches.
  loading.catch(() => (loading = undefined));
  return loading;
}
