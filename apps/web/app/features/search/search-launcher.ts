import { SEARCH_BUTTON_ID } from './site-search';

// Loaded after the page is up (site-search.tsx): the header button and '/' open the search dialog,
// whose code, library and index load on the first opening.

/** '/' opens the search, as on many sites, unless the visitor is typing. */
const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

const open = () => void import('./search-dialog').then((m) => m.showSearch());

let wired = false;

export function wireSearch(): void {
  if (wired) return;
  wired = true;
  addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest(`#${SEARCH_BUTTON_ID}`)) open();
  });
  addEventListener('keydown', (e) => {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
    e.preventDefault();
    open();
  });
  // Pointing at the button warms the dialog's code.
  document.getElementById(SEARCH_BUTTON_ID)?.addEventListener('pointerenter', () => void import('./search-dialog'), { once: true });
}
