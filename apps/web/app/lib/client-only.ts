/**
 * A client-only page's `clientLoader`: with it, the server renders the root's "Loading…" shell for the page
 * (React Router renders a route's HydrateFallback until its client loader has run), as the prerendered SPA
 * shell did, and the page itself renders only in the browser, where the visitor's session is
 * (docs/decisions/052-content-pages-from-the-database.md).
 */
export const clientOnly = () => null;
