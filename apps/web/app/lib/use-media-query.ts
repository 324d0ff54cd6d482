import { useSyncExternalStore } from 'react';

// Media queries as an external store, for the carousel (components/ui/carousel.tsx). The layout's
// back-to-top button reads reduced motion when pressed, so pages without a carousel do not load this.

function subscribeMedia(callback: () => void) {
  const queries = ['(min-width: 640px)', '(min-width: 1024px)', '(prefers-reduced-motion: reduce)'].map((q) => window.matchMedia(q));
  for (const q of queries) q.addEventListener('change', callback);
  return () => {
    for (const q of queries) q.removeEventListener('change', callback);
  };
}
export const media = (query: string) => () => window.matchMedia(query).matches;
const prefersReducedMotion = media('(prefers-reduced-motion: reduce)');

/** Tracks a media query; `serverValue` is what the prerendered page assumes. */
export function useMediaQuery(read: () => boolean, serverValue: boolean): boolean {
  return useSyncExternalStore(subscribeMedia, read, () => serverValue);
}

export function useReducedMotion(): boolean {
  return useMediaQuery(prefersReducedMotion, false);
}
