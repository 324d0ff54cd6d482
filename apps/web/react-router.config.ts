import fs from 'node:fs';
import type { Config } from '@react-router/dev/config';
import { prerenderedFiles, publicPaths } from './app/config/routes';

const blogDir = new URL('./app/content/blog/', import.meta.url);
const blogPaths = fs.existsSync(blogDir)
  ? fs.readdirSync(blogDir).filter((f) => f.endsWith('.md')).map((f) => `/blog/${f.slice(0, -3)}`)
  : [];

// docs/decisions/004-serving-pages.md: public pages are prerendered to static HTML at
// build time; admin pages are client-only and answered with the SPA shell.
// '/404' renders the catch-all route, so the server has a Page Not Found page to send.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (and the benchmarks) write to their own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...publicPaths, ...blogPaths, ...prerenderedFiles, '/404'],
} satisfies Config;
