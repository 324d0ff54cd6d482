import type { Config } from '@react-router/dev/config';
import { prerenderedFiles, publicPaths, renderedPaths } from './app/config/routes';

// docs/decisions/004-serving-pages.md: public pages are prerendered to static HTML at build time; the pages
// whose content lives in the database, and the client-only pages' shell, are rendered by the server
// (docs/decisions/052-content-pages-from-the-database.md). '/404' renders the catch-all route, so the server
// has a Page Not Found page to send. Every route is in the first page's manifest ('initial'), as when
// every page was prerendered: no request to the server to discover a route.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (and the benchmarks) write to their own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  prerender: [...publicPaths.filter((p) => !renderedPaths.includes(p)), ...prerenderedFiles, '/404'],
} satisfies Config;
