// Loaded after the page is up (site-search.tsx), once: the header button (the control that declares
// the '/' shortcut) and '/' open the search dialog, whose code, library and index load on the first opening.

const BUTTON = 'button[aria-keyshortcuts="/"]';

/** '/' opens the search, as on many sites, unless the visitor is typing. */
const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

const openSearch = () => void import('./search-dialog').then((m) => m.showSearch());

addEventListener('click', (e) => {
  if (e.target instanceof Element && e.target.closest(BUTTON)) openSearch();
});
addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
  e.preventDefault();
  openSearch();
});
// Pointing at the button warms the dialog's code.
document.querySelector(BUTTON)?.addEventListener('pointerenter', () => void import('./search-dialog'), { once: true });

export {};
