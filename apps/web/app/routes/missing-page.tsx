import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * The error boundary of a route with dynamic paths (decision 014, "Unknown dynamic paths"): only the known
 * pages are prerendered, and the server answers any other path under the route with the Page Not Found page
 * (404). The browser then finds no data for the route, and a link to a missing page fails the same way, so
 * both show the spec's Page Not Found screen. A network failure during a navigation (TypeError) is not a
 * missing page: it goes on to the root boundary. A page taken down (410 Gone, an unpublished post) says so.
 */
export function MissingPageBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (error instanceof TypeError || (status !== undefined && status !== 404 && status !== 410)) {
    throw error;
  }
  return <NotFoundScreen removed={status === 410} />;
}

/**
 * A page that was published and has been taken down (410 Gone, docs/decisions/052-content-pages-from-the-database.md):
 * the Page Not Found screen's layout, saying what happened.
 */
export const gone = {
  title: 'Page Removed',
  text: 'This page has been taken down and is no longer available. The blog and the Help Center list everything that is.',
};

// product §2 "Page Not Found": title and text word for word (the '?.' is the spec's).
export function NotFoundScreen({ removed = false }: { removed?: boolean }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-brand-600">
        {removed ? '410' : '404'}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900 sm:text-4xl">{removed ? gone.title : 'Page Not Found'}</h1>
      <p className="mt-4 text-lg text-ink-600">
        {removed ? gone.text : 'We looked everywhere for this page. Are you sure the website URL is correct?. Get in touch with Site Owner'}
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-control bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        Go Back Home
      </Link>
    </section>
  );
}
