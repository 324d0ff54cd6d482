import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFound from './not-found';

/**
 * The error boundary of a route with dynamic paths (decision 014, "Unknown dynamic paths"): only the known
 * pages are prerendered, and the server answers any other path under the route with the Page Not Found page
 * (404). The browser then finds no data for the route, and a link to a missing page fails the same way, so
 * both show the spec's Page Not Found screen. A network failure during a navigation (TypeError) is not a
 * missing page: it goes on to the root boundary.
 */
export function MissingPageBoundary() {
  const error = useRouteError();
  if (error instanceof TypeError || (isRouteErrorResponse(error) && error.status !== 404)) {
    throw error;
  }
  return <NotFound />;
}
