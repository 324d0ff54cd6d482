import { useEffect } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { shellLabels } from '../layout/nav';

/**
 * Only this button is in every page's first load (docs/decisions/035-message-tools-and-search.md):
 * the '/' shortcut (which it declares) is wired once the page is up, by a module that loads the dialog,
 * the search library and the index when a visitor first opens it; a click opens it through that module.
 */
export function SiteSearch() {
  useEffect(() => void import('./search-launcher'), []);
  return (
    <button
      // A click before the launcher has arrived still opens the search: the click brings it.
      onClick={() => void import('./search-launcher').then((m) => m.openSearch())}
      type="button"
      aria-label={shellLabels.search}
      aria-keyshortcuts="/"
      title={shellLabels.search}
      className="inline-flex size-11 items-center justify-center rounded-control text-ink-900 hover:bg-ink-100"
    >
      <SearchIcon className="size-5" />
    </button>
  );
}
