import { useEffect } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { shellLabels } from '../layout/nav';

/** The header's search button, found by id by search-launcher.ts. */
export const SEARCH_BUTTON_ID = 'site-search';

/**
 * Only this button is in every page's first load (docs/decisions/035-message-tools-and-search.md):
 * its click and the '/' shortcut are wired once the page is up, by a module that loads the dialog,
 * the search library and the index when a visitor first opens it.
 */
export function SiteSearch() {
  useEffect(() => void import('./search-launcher').then((m) => m.wireSearch()), []);
  return (
    <button
      type="button"
      id={SEARCH_BUTTON_ID}
      aria-label={shellLabels.search}
      aria-keyshortcuts="/"
      title={shellLabels.search}
      className="inline-flex size-11 items-center justify-center rounded-control text-ink-900 hover:bg-ink-100"
    >
      <SearchIcon className="size-5" />
    </button>
  );
}
