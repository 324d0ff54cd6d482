// The public pages that are prerendered at build time. The server answers every
// other path with the Page Not Found page (status 404), except the client-only admin routes.
export const publicPaths = ['/', '/contact'] as const;

/** '/404' renders the catch-all route, so the server has a Page Not Found page to send. */
export const prerenderPaths: string[] = [...publicPaths, '/404'];
