// Loaded after the page is up (site-search.tsx), once: the header button (the control that declares
// the '/' shortcut) and '/' open the search dialog, whose code, library and index load on the first opening.
// The button's click comes through openSearch, so a click made before this module arrived is not lost.

const BUTTON = 'button[aria-keyshortcuts="/"]';

/** '/' opens the search, as on many sites, unless the visitor is typing. */
const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/** Opens the search dialog; the header button calls it (site-search.tsx), '/' below. */
export const openSearch = () => void import('./search-dialog').then((m) => m.showSearch());

addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
  e.preventDefault();
  openSearch();
});
// Pointing at the button warms the dialog's code.
document.querySelector(BUTTON)?.addEventListener('pointerenter', () => void import('./search-dialog'), { once: true });

