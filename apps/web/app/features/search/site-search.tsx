import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchIcon } from '../../components/ui/icons';
import { Modal } from '../../components/ui/modal';
import { shellLabels } from '../layout/nav';

// Only the button and the '/' listener are in every page's first load; the dialog's code, the search
// library and the index load when a visitor opens it (docs/decisions/035-message-tools-and-search.md).
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(loadPanel);
const preload = () => void loadPanel();

/** '/' opens the search, as on many sites, unless the visitor is typing. */
const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export function SiteSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
      e.preventDefault();
      setOpen(true);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-label={shellLabels.search}
        aria-keyshortcuts="/"
        title={shellLabels.search}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink-900 hover:bg-ink-100"
      >
        <SearchIcon className="size-5" />
      </button>
      <Modal open={open} onClose={close} labelledBy="site-search-title" className="max-w-2xl self-start">
        <Suspense fallback={null}>
          <SearchPanel close={close} />
        </Suspense>
      </Modal>
    </>
  );
}
