import { buildSearchIndex } from '../features/search/search-index';
import { searchDocuments } from '../features/search/search-documents.server';

// /search-index.json: the site search's index, prerendered to a file the search dialog fetches when opened.
export function loader() {
  return new Response(buildSearchIndex(searchDocuments()), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
