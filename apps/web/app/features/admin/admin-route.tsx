import { type ComponentType, lazy, Suspense } from 'react';

/**
 * An admin page as its route module's default export (each admin page is its own route module, product §2,
 * §12): the page's code is imported when it opens, so the route manifest every public page loads names only
 * this small module's imports, not the page's chunks. `loaderData` is the route's clientLoader answer: the
 * stored session's token on a page that needs one, nothing on the sign-in and invitation pages.
 */
export function adminRoutePage(load: () => Promise<ComponentType<{ token: string }>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function AdminRoutePage({ loaderData }: { loaderData?: { token: string } }) {
    return (
      <Suspense fallback={null}>
        <Page token={loaderData?.token ?? ''} />
      </Suspense>
    );
  };
}
