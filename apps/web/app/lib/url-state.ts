import { useSyncExternalStore } from 'react';

// The address bar as an external store. The page is prerendered once, so the query and hash
// (a shared link's selection) exist only in the browser: during prerendering and hydration the
// snapshot is null, and React re-renders with the real URL right after hydration, so the
// first client render matches the prerendered HTML.

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

const snapshot = () => `${window.location.search}${window.location.hash}`;

/** '?query#hash' of the current URL in the browser; null while prerendering and hydrating. */
export function useUrlState(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Splits a useUrlState() value into its query and hash. */
export function splitUrlState(state: string): { search: string; hash: string } {
  const i = state.indexOf('#');
  return i < 0 ? { search: state, hash: '' } : { search: state.slice(0, i), hash: state.slice(i) };
}

/**
 * Replaces the query and hash without a router navigation or a new history entry (nothing
 * needs loading: the page already holds every panel), keeping React Router's history state.
 */
export function replaceUrlState(queryAndHash: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${queryAndHash}`);
  for (const l of listeners) l();
}
