import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/config/routes';

// docs/decisions/004-serving-pages.md: public pages are prerendered to static HTML at
// build time; admin pages are client-only and answered with the SPA shell.
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
