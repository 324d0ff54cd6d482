import type { Config } from '@react-router/dev/config';

// The hydration control of the bench (docs/decisions/012-benchmarks.md): React Router's own runtime with
// no app code, prerendered and served under its own path beside the site, so its main-thread time is the
// framework's floor the site's is judged against.
export default {
  appDirectory: 'app',
  buildDirectory: process.env.CONTROL_BUILD_DIR ?? 'build',
  basename: '/bench-hydrate/',
  ssr: false,
  prerender: ['/'],
} satisfies Config;
