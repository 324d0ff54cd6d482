import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A client-only page as its route module's default export: the page's code is imported when it opens, so the
 * route manifest every public page loads names only the route module's imports, not the page's chunks
 * (docs/decisions/037-one-admin-route-module.md). Nothing shows while the chunk loads.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}
